import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCard } from '@/components/shop/product-card';
import { useCartStore } from '@/lib/stores/cart-store';
import { hydrateAll } from '@/lib/stores/hydration';
import type { Product } from '@/lib/schemas/product';

const jersey: Product = {
  id: 5,
  name: 'Royals Rugby Jersey',
  description: 'Rugby jersey',
  price: 99,
  originalPrice: 129,
  image: '/images/products/royals-rugby-jersey.svg',
  imageAlt: 'Rugby jersey',
  category: 'uniform',
  sport: 'Rugby',
  team: 'London Royals',
  city: 'London',
  state: 'England',
  country: 'United Kingdom',
  sizes: ['S', 'M', 'L'],
  colors: ['Crimson', 'White'],
  inStock: true,
  rating: 4.8,
  reviews: 61,
  featured: true,
  userType: 'athlete',
};

beforeEach(async () => {
  localStorage.clear();
  useCartStore.setState({ items: {}, sizes: {}, colors: {} });
  await act(() => hydrateAll());
});

describe('ProductCard', () => {
  it('adds with the size and colour shown, then swaps Add for a quantity control', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ProductCard product={jersey} />);
    expect(screen.getByText('$129').tagName).toBe('S');
    await user.selectOptions(screen.getByLabelText(/^Colour of /), 'White');
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    // One line for the product in the size and colour the pickers show.
    expect(useCartStore.getState().items).toEqual({ '5~S~White': 1 });
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add one more Royals Rugby Jersey (S, White)' }));
    expect(screen.getByText('2 in cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove one Royals Rugby Jersey (S, White)' }));
    await user.click(screen.getByRole('button', { name: 'Remove one Royals Rugby Jersey (S, White)' }));
    expect(useCartStore.getState().items).toEqual({});
    expect(screen.getByRole('button', { name: /^Add to Cart/ })).toBeInTheDocument();
  }, 20_000);

  it('an out-of-stock product shows the overlay and offers no control to add it', () => {
    useCartStore.setState({ items: { '5': 2 } });
    render(<ProductCard product={{ ...jersey, inStock: false }} />);
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
