import { queryWords, SEARCH_MAX_LENGTH, searchHref, searchTerms } from '@/lib/search/query';

describe('what a search sends to the index', () => {
  it('trims and collapses space', () => {
    expect(searchTerms('  women’s   soccer \n final ')).toBe('women’s soccer final');
  });

  it('turns quotes into spaces: a visitor’s quotes are characters, not a phrase search', () => {
    expect(searchTerms('"Maya" “Lopez”')).toBe('Maya Lopez');
  });

  it('sends nothing for symbols, quotes or space only', () => {
    expect(searchTerms('')).toBe('');
    expect(searchTerms('   ')).toBe('');
    expect(searchTerms(`"'<>(){}[]*?+.^$|\\`.repeat(100))).toBe('');
  });

  it('caps a long paste at the box’s length', () => {
    expect(searchTerms('a'.repeat(SEARCH_MAX_LENGTH + 500))).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('keeps letters of any script and digits', () => {
    expect(searchTerms('Zoë 2026')).toBe('Zoë 2026');
    expect(searchTerms('東京')).toBe('東京');
  });

  it('gives the distinct words to highlight, lower case, two characters or more', () => {
    expect(queryWords('Soccer, "soccer" a FINAL (2026)')).toEqual(['soccer', 'final', '2026']);
    expect(queryWords('.*+')).toEqual([]);
  });
});

describe('searchHref', () => {
  it('puts the words in ?q=, encoded, so the search page reads them back as typed', () => {
    const href = searchHref('Zoë O’Neil & co');
    expect(href.startsWith('/search/?q=')).toBe(true);
    expect(new URLSearchParams(href.slice('/search/'.length)).get('q')).toBe('Zoë O’Neil & co');
  });
});
