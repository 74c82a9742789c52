import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUrlState } from '@/components/ui/use-url-state';
import { withQueryParam } from '@/lib/url/query';

/** A button showing one part of the URL that writes `next` into it. */
function Part({ part, next }: { part: 'search' | 'hash'; next: string }) {
  const [value, setValue] = useUrlState(part);
  return (
    <button type="button" onClick={() => setValue(next)}>
      {part}:{value}
    </button>
  );
}
const Search = () => <Part part="search" next="?q=polo" />;

function Sport() {
  const [search, setSearch] = useUrlState('search');
  const sport = new URLSearchParams(search).get('sport');
  const setSport = (value: string | null) => setSearch(withQueryParam(search, 'sport', value));
  return (
    <>
      <p>sport:{sport ?? 'none'}</p>
      <button type="button" onClick={() => setSport('golf')}>
        golf
      </button>
      <button type="button" onClick={() => setSport(null)}>
        clear
      </button>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlState', () => {
  it('reads the URL the page was opened with', () => {
    window.history.replaceState(null, '', '/shop/?sport=soccer#top');
    render(
      <>
        <Search />
        <Sport />
      </>,
    );
    expect(screen.getByRole('button', { name: 'search:?sport=soccer' })).toBeInTheDocument();
    expect(screen.getByText('sport:soccer')).toBeInTheDocument();
  });

  it('replaces the URL in place (no history entry), keep the path and hash, and update every reader', async () => {
    window.history.replaceState(null, '', '/shop/?a=1#top');
    const entries = window.history.length;
    const user = userEvent.setup();
    render(
      <>
        <Search />
        <Sport />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'golf' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/shop/?a=1&sport=golf#top');
    expect(screen.getByRole('button', { name: 'search:?a=1&sport=golf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(window.location.search).toBe('?a=1');
    expect(screen.getByText('sport:none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^search:/ }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/shop/?q=polo#top');
    expect(screen.getByText('sport:none')).toBeInTheDocument();
    expect(window.history.length).toBe(entries);
  });

  it('follows back and forward within the page (popstate)', () => {
    render(<Sport />);
    act(() => {
      window.history.replaceState(null, '', '/?sport=tennis');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('sport:tennis')).toBeInTheDocument();
  });

  it('reads and replaces the hash, keeping the path and query', () => {
    window.history.replaceState(null, '', '/sports/golf/?a=1#teams');
    render(<Part part="hash" next="#stats" />);
    act(() => screen.getByRole('button', { name: 'hash:#teams' }).click());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/sports/golf/?a=1#stats');
    expect(screen.getByRole('button', { name: 'hash:#stats' })).toBeInTheDocument();
  });

  it('gives the same setter on every render, so a memoised reader of it is not rendered again', () => {
    const setters = new Set<unknown>();
    function Setter() {
      const [value, setValue] = useUrlState('search');
      setters.add(setValue);
      return (
        <button type="button" onClick={() => setValue(value ? '' : '?q=a')}>
          search:{value}
        </button>
      );
    }
    render(<Setter />);
    act(() => screen.getByRole('button', { name: 'search:' }).click());
    act(() => screen.getByRole('button', { name: 'search:?q=a' }).click());
    expect(screen.getByRole('button', { name: 'search:' })).toBeInTheDocument();
    expect(setters.size).toBe(1);
  });
});
