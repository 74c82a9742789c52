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
    render(<RecordPreview name="sports" record={{ ...sport, name: 'Renamed Sport' }} files={files} built={files} />);
    expect(screen.getByRole('heading', { level: 1, name: /Renamed Sport/ })).toBeInTheDocument();
  });

  it('draws a ticketed event card with its new title and price', () => {
    const event = collectionRecords('tickets', files)[0]!;
    render(<RecordPreview name="tickets" record={{ ...event, title: 'Changed Title', ticketPrice: 12 }} files={files} built={files} />);
    expect(screen.getByRole('heading', { name: 'Changed Title' })).toBeInTheDocument();
    expect(screen.getByText(/\$12(\.00)? ticket/)).toBeInTheDocument();
  });

  it('says why a record the schema refuses has no preview', () => {
    const product = collectionRecords('products', files)[0]!;
    render(<RecordPreview name="products" record={{ ...product, price: 'free' }} files={files} built={files} />);
    expect(screen.getByText(/^No preview: price: /)).toBeInTheDocument();
  });
  it('previews a new athlete with her initials until the build draws her portrait, and an athlete of the build with her drawn one', () => {
    const athlete = collectionRecords('athletes', files).find((a) => !a.image)!;
    const { unmount } = render(<RecordPreview name="athletes" record={athlete} files={files} built={files} />);
    expect(screen.getByRole('img', { name: /^Avatar of / })).toHaveAttribute('src', `/images/athletes/${athlete.id}.svg`);
    unmount();
    render(<RecordPreview name="athletes" record={{ ...athlete, id: 'new-athlete', name: 'Rosa Ibarra' }} files={files} built={files} />);
    const img = screen.getByRole('img', { name: 'Avatar of Rosa Ibarra: the initials RI' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('>RI</text>');
  });
});
