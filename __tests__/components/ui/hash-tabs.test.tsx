import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashTabs } from '@/components/ui/hash-tabs';

const tabs = [
  { value: 'overview', label: 'Overview', content: <h2>About</h2> },
  { value: 'stats', label: 'Stats', content: <h2>Numbers</h2> },
  { value: 'tickets', label: 'Tickets', content: <h2>Seats</h2> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('HashTabs', () => {
  it('opens on the first tab and renders every panel into the page', () => {
    render(<HashTabs label="Sections" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('heading', { hidden: true }).map((h) => h.textContent)).toEqual(['About', 'Numbers', 'Seats']);
  });

  it('writes the selected tab to the URL hash', async () => {
    const user = userEvent.setup();
    render(<HashTabs label="Sections" tabs={tabs} />);
    await user.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(window.location.hash).toBe('#stats');
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects the tab named by the hash, follows hash changes and ignores unknown hashes', () => {
    window.history.replaceState(null, '', '/#tickets');
    render(<HashTabs label="Sections" tabs={tabs} />);
    expect(screen.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      window.history.replaceState(null, '', '/#stats');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
    act(() => {
      window.history.replaceState(null, '', '/#nope');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });
});
