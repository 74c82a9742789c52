import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/news/newsletter-form';
import { useSubscriptionsStore } from '@/lib/stores/subscriptions-store';
import { hydrateAll } from '@/lib/stores/hydration';

beforeEach(() => useSubscriptionsStore.setState({ emails: [] }));

describe('NewsletterForm', () => {
  it('shows an error for a bad address and confirms a good one, then says already subscribed', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm intro="News" />);
    // Until the page's scripts are ready, Subscribe sends nothing (the browser would GET the page with the address).
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await act(() => hydrateAll());
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    const input = screen.getByLabelText('Email address');
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');

    await user.clear(input);
    await user.type(input, 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent("You're subscribed");
    expect(useSubscriptionsStore.getState().emails).toEqual(['fan@example.com']);

    await user.type(input, 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('already subscribed');
  });
});
