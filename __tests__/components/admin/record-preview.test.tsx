import { render, screen } from '@testing-library/react';
import { collectionRecords } from '@/lib/admin/content-records';
import { contentFileTexts } from '@/lib/content/file-texts';
import { RecordPreview } from '@/components/admin/content/record-preview';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/admin/dashboard/' }));

// The real data/ (any valid content): records chosen by position.
const files = contentFileTexts();

describe('a draft previewed with the site’s components', () => {
  it('draws a changed sport page with its new name', () => {
    const sport = collectionRecords('sports', files)[0]!;
    render(<RecordPreview name="sports" record={{ ...sport, name: 'Renamed Sport' }} files={files} />);
    expect(screen.getByRole('heading', { level: 1, name: /Renamed Sport/ })).toBeInTheDocument();
  });

  it('draws a ticketed event card with its new title and price', () => {
    const event = collectionRecords('tickets', files)[0]!;
    render(<RecordPreview name="tickets" record={{ ...event, title: 'Changed Title', ticketPrice: 12 }} files={files} />);
    expect(screen.getByRole('heading', { name: 'Changed Title' })).toBeInTheDocument();
    expect(screen.getByText(/\$12(\.00)? ticket/)).toBeInTheDocument();
  });

  it('says why a record the schema refuses has no preview', () => {
    const product = collectionRecords('products', files)[0]!;
    render(<RecordPreview name="products" record={{ ...product, price: 'free' }} files={files} />);
    expect(screen.getByText(/^No preview: price: /)).toBeInTheDocument();
  });
});
