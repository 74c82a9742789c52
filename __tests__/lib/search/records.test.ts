import { isNoindex, markedForIndex } from '@/lib/search/records';

describe('a page as the index reads it', () => {
  it('marks its <main> as the body to index, with its kind', () => {
    const html = '<html><body><header>Menu</header><main id="main" class="flex-1"><h1>Soccer</h1></main></body></html>';
    expect(markedForIndex(html, 'Sport')).toBe(
      '<html><body><header>Menu</header><main data-pagefind-body="" data-pagefind-meta="kind:Sport" id="main" class="flex-1"><h1>Soccer</h1></main></body></html>',
    );
  });

  it('gives nothing for a page without <main>', () => {
    expect(markedForIndex('<html><body><p>x</p></body></html>', 'Page')).toBeNull();
  });

  it('tells a noindex page', () => {
    expect(isNoindex('<meta name="robots" content="noindex, follow"/>')).toBe(true);
    expect(isNoindex('<meta name="robots" content="index, follow"/>')).toBe(false);
  });
});
