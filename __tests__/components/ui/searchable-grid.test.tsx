import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchableGrid, useListFilter } from '@/components/ui/searchable-grid';

const items = [
  { id: 1, name: 'Golf Open', category: 'golf', featured: true },
  { id: 2, name: 'Golf Cup', category: 'golf', featured: false },
  { id: 3, name: 'Tennis Masters', category: 'tennis', featured: false },
];
const options = [
  { value: 'all', label: 'All Categories' },
  { value: 'golf', label: 'Golf' },
  { value: 'tennis', label: 'Tennis' },
];

function Browser({ collapsible = false, onClear }: { collapsible?: boolean; onClear?: () => void }) {
  const filter = useListFilter();
  const matching = items.filter(
    (i) => i.name.toLowerCase().includes(filter.query.toLowerCase()) && (filter.category === 'all' || i.category === filter.category),
  );
  const featured = matching.find((i) => i.featured) ?? null;
  return (
    <SearchableGrid
      filter={filter}
      search={{ label: 'Search events', placeholder: 'Name' }}
      categories={{ label: 'Category', options, collapsible }}
      status={`${matching.length} events`}
      noResults={matching.length === 0 ? { title: 'No events found', text: 'Try other words.' } : null}
      onClear={onClear}
      featured={featured ? { title: 'Featured Event', content: <p>{featured.name}</p> } : null}
      lists={[{ title: 'Upcoming Events', items: matching.filter((i) => i !== featured), card: (i) => <h3>{i.name}</h3> }]}
    />
  );
}

describe('SearchableGrid', () => {
  it('lists the featured item apart and the rest in a named grid, and announces the count', () => {
    render(<Browser />);
    expect(screen.getByRole('region', { name: 'Featured Event' })).toHaveTextContent('Golf Open');
    expect(within(screen.getByRole('list', { name: 'Upcoming Events' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('3 events');
  });

  it('filters by search text and category chip, and clears both from the no-results panel', async () => {
    const user = userEvent.setup();
    const onClear = jest.fn();
    render(<Browser onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Tennis' }));
    expect(screen.getByRole('button', { name: 'Tennis' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Upcoming Events' })).toHaveTextContent('Tennis Masters');
    expect(screen.queryByRole('region', { name: 'Featured Event' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'golf');
    expect(screen.getByRole('heading', { name: 'No events found' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 events');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('puts the chips behind a Filters button that names the chosen category when collapsible', async () => {
    const user = userEvent.setup();
    render(<Browser collapsible />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Golf' }));
    expect(toggle).toHaveAccessibleName('Filters: Golf');
  });
});
