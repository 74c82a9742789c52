import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SportChoice } from '@/lib/sports/catalog';
import { SPORTS_FILE_VERSION } from '@/lib/sports/catalog-file';
import { useSportCatalog } from '@/lib/sports/catalog-store';
import { SportPicker } from '@/components/sports/sport-picker';

const featured: SportChoice[] = [
  { slug: 'flag-football', name: 'Flag Football' },
  { slug: 'basketball', name: 'Basketball' },
];
const all: SportChoice[] = [...featured, { slug: 'golf', name: 'Golf' }, { slug: 'bowling', name: 'Bowling' }];

let fetchMock: jest.Mock;
const answerWith = (sports: SportChoice[]) =>
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ version: SPORTS_FILE_VERSION, sports }) });

beforeEach(() => {
  useSportCatalog.setState({ status: 'idle', sports: null });
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

function Harness({ initial = '', known }: { initial?: string; known?: SportChoice[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="sport">Your sport</label>
      <SportPicker id="sport" value={value} onChange={setValue} featured={featured} known={known} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;

describe('the sport picker', () => {
  it('fetches nothing until it is used, then the whole list once', async () => {
    answerWith(all);
    render(<Harness />);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Your sport' }));
    expect(await screen.findByRole('option', { name: 'Golf' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('filters as one types and chooses with the arrow keys and Enter', async () => {
    answerWith(all);
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Your sport' });
    await userEvent.type(input, 'bo');
    await screen.findByRole('option', { name: 'Bowling' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bowling']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Bowling' }).id);
    await userEvent.keyboard('{Enter}');
    expect(chosen()).toBe('bowling');
    expect(input).toHaveValue('Bowling');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, and a second Escape puts back the chosen name', async () => {
    answerWith(all);
    render(<Harness initial="basketball" />);
    const input = screen.getByRole('combobox', { name: 'Your sport' });
    expect(input).toHaveValue('Basketball');
    await userEvent.clear(input);
    await userEvent.type(input, 'gol');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('gol');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('Basketball');
    expect(chosen()).toBe('basketball');
  });

  it('says no sport matches any text at all, even 1,000 characters of symbols', async () => {
    answerWith(all);
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Your sport' });
    await userEvent.click(input);
    await screen.findByRole('option', { name: 'Golf' });
    const odd = `"'<>{}*.(${'x'.repeat(990)}`;
    await userEvent.paste(odd);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText(/^No sport matches “"'<>\{\}\*\.\(x+…”\.$/)).toBeInTheDocument();
    expect(input).toHaveValue(odd);
  });

  it('when the list cannot be fetched, says so, keeps the featured sports and the typing, and retries', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Your sport' });
    await userEvent.type(input, 'golf');
    expect(await screen.findByRole('alert')).toHaveTextContent('The full list of sports could not be loaded');
    expect(screen.getByText('No sport matches “golf” among the featured sports.')).toBeInTheDocument();
    expect(input).toHaveValue('golf');

    await userEvent.clear(input);
    await userEvent.type(input, 'flag');
    await userEvent.click(screen.getByRole('option', { name: 'Flag Football' }));
    expect(chosen()).toBe('flag-football');

    answerWith(all);
    await userEvent.click(screen.getByRole('button', { name: 'Try loading every sport again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.clear(input);
    await userEvent.type(input, 'golf');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toBe('golf');
  });

  it('names a chosen sport the page did not carry from the list, readably until then', async () => {
    let answer: (v: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Harness initial="bowling" />);
    const input = screen.getByRole('combobox', { name: 'Your sport' });
    expect(input).toHaveValue('Bowling');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer({ ok: true, status: 200, json: async () => ({ version: SPORTS_FILE_VERSION, sports: [{ slug: 'bowling', name: 'Ten-Pin Bowling' }] }) });
    await waitFor(() => expect(input).toHaveValue('Ten-Pin Bowling'));
  });

  it('takes an exact name typed and left, and clears the choice for other text (which stays)', async () => {
    answerWith(all);
    render(<Harness initial="basketball" />);
    const input = screen.getByRole('combobox', { name: 'Your sport' });
    await userEvent.clear(input);
    await userEvent.type(input, 'golf');
    await userEvent.tab();
    expect(chosen()).toBe('golf');
    await userEvent.clear(input);
    await userEvent.type(input, 'golfing');
    await userEvent.tab();
    expect(chosen()).toBe('');
    expect(input).toHaveValue('golfing');
  });
});
