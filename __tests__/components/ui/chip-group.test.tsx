import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipGroup } from '@/components/ui/chip-group';

const chips = [
  { value: 'all', label: 'All Sports' },
  { value: 'golf', label: 'Golf' },
  { value: 'tennis', label: 'Tennis' },
];

describe('ChipGroup', () => {
  it('is a named group of toggle buttons with the chosen one pressed', () => {
    render(<ChipGroup label="Sport" chips={chips} value="golf" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Sport' });
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(group).toContainElement(screen.getByRole('button', { name: 'Tennis' }));
  });

  it('can be named by a visible label and reports the pressed chip', async () => {
    const onChange = jest.fn();
    render(
      <>
        <p id="sport-label">Sport</p>
        <ChipGroup labelledBy="sport-label" chips={chips} value="all" onChange={onChange} />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tennis' }));
    expect(onChange).toHaveBeenCalledWith('tennis');
  });
});
