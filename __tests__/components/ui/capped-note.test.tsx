import { render, screen } from '@testing-library/react';
import { CappedNote } from '@/components/ui/capped-note';

const more = <a href="/calendar/soccer.ics">Soccer calendar</a>;
const cut = { shown: [1, 2, 3], total: 41 };
const whole = { shown: [1, 2], total: 2 };

describe('CappedNote', () => {
  it('under a cut list says how many are shown of all and where the rest are', () => {
    const { container } = render(<CappedNote list={cut} more={more} name="sport-events" />);
    expect(container.textContent).toBe('Showing 3 of 41. Soccer calendar');
    expect(container.querySelector('[data-capped="sport-events"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Soccer calendar' })).toHaveAttribute('href', '/calendar/soccer.ics');
  });

  it('as a note, says nothing under a whole list', () => {
    const { container } = render(<CappedNote list={whole} more={more} name="sport-events" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("as a footer, keeps the list's link under a whole list, with no count and no cut mark", () => {
    const { container } = render(<CappedNote list={whole} more={more} name="sport-athletes" variant="footer" />);
    expect(container.textContent).toBe('Soccer calendar');
    expect(container.querySelector('[data-capped]')).toBeNull();
    render(<CappedNote list={cut} more={more} name="sport-athletes" variant="footer" />);
    expect(screen.getByText(/Showing 3 of 41\./)).toHaveAttribute('data-capped', 'sport-athletes');
  });
});
