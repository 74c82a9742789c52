import {
  articleHref,
  filterArticles,
  NEWS_FILTERS,
  newsStats,
  readingMinutes,
  sportFromSearch,
  sportNewsHref,
  splitFeatured,
  watchHighlightsHref,
  wordCount,
  type NewsFilter,
} from '@/lib/news/articles';

const a = (
  id: number,
  over: Partial<{
    title: string;
    summary: string;
    sport: string;
    sportName: string;
    category: 'championship' | 'tournament' | 'records' | 'news';
    featured: boolean;
  }>,
) => ({
  id,
  title: `Title ${id}`,
  summary: `Summary ${id}`,
  sport: 'soccer',
  sportName: 'Soccer',
  category: 'news' as const,
  featured: false,
  ...over,
});

const articles = [
  a(1, { title: 'Final glory', sport: 'flag-football', sportName: 'Flag Football', category: 'championship', featured: true }),
  a(2, { summary: 'A buzzer-beater (at the horn)', sport: 'basketball', sportName: 'Basketball', category: 'tournament' }),
  a(3, { title: 'Records fall', sport: 'track-field', sportName: 'Track and Field', category: 'records' }),
  a(4, { title: 'League news' }),
];
const none: NewsFilter = { query: '', category: 'all', sport: null };

describe('news filtering', () => {
  it('lists the four categories in order', () => {
    expect(NEWS_FILTERS.map((f) => f.label)).toEqual(['All Articles', 'Championships', 'Tournaments', 'Records', 'News']);
  });

  it('searches title, summary and sport name', () => {
    expect(filterArticles(articles, { ...none, query: 'GLORY' }).map((x) => x.id)).toEqual([1]);
    expect(filterArticles(articles, { ...none, query: '(at the horn)' }).map((x) => x.id)).toEqual([2]);
    expect(filterArticles(articles, { ...none, query: 'track and' }).map((x) => x.id)).toEqual([3]);
  });

  it('filters by the exact category', () => {
    expect(filterArticles(articles, { ...none, category: 'records' }).map((x) => x.id)).toEqual([3]);
    expect(filterArticles(articles, { ...none, category: 'news' }).map((x) => x.id)).toEqual([4]);
  });

  it('filters by the sport slug and combines every filter with AND', () => {
    expect(filterArticles(articles, { ...none, sport: 'basketball' }).map((x) => x.id)).toEqual([2]);
    expect(filterArticles(articles, { query: 'final', category: 'championship', sport: 'basketball' })).toEqual([]);
    expect(filterArticles(articles, { ...none, sport: 'pet-shows' })).toEqual([]);
  });

  it('is safe with "(" and a 5,000-character query', () => {
    expect(filterArticles(articles, { ...none, query: '(' }).map((x) => x.id)).toEqual([2]);
    expect(filterArticles(articles, { ...none, query: 'z'.repeat(5000) })).toEqual([]);
  });

  it('takes the featured story out of the rest', () => {
    const { featured, rest } = splitFeatured(articles);
    expect(featured?.id).toBe(1);
    expect(rest.map((x) => x.id)).toEqual([2, 3, 4]);
    expect(splitFeatured(articles.slice(1))).toEqual({ featured: null, rest: articles.slice(1) });
  });

  it('reads ?sport= as a slug and ignores anything else', () => {
    expect(sportFromSearch('?sport=flag-football')).toBe('flag-football');
    expect(sportFromSearch('?sport=Pet-Shows')).toBe('pet-shows');
    expect(sportFromSearch('?sport=%3Cscript%3E')).toBeNull();
    expect(sportFromSearch('?sport=')).toBeNull();
    expect(sportFromSearch('')).toBeNull();
  });
});

describe('links into the news', () => {
  it('an article has its own page; a sport its pre-filtered list', () => {
    expect(articleHref('soccer-final')).toBe('/recap-news/soccer-final/');
    expect(sportNewsHref('track-field')).toBe('/recap-news/?sport=track-field');
  });

  it('Watch Highlights is offered only when the sport has an article to land on', () => {
    const news = [{ sport: 'soccer' }, { sport: 'soccer' }, { sport: 'cricket' }];
    expect(watchHighlightsHref('soccer', news)).toBe('/recap-news/?sport=soccer');
    expect(watchHighlightsHref('cricket', news)).toBe('/recap-news/?sport=cricket');
    expect(watchHighlightsHref('pet-shows', news)).toBeNull();
    expect(watchHighlightsHref('soccer', [])).toBeNull();
  });

  it('the link lands on a list that shows at least one article', () => {
    for (const sport of ['flag-football', 'basketball', 'track-field', 'soccer', 'golf']) {
      const href = watchHighlightsHref(sport, articles);
      const listed = filterArticles(articles, { ...none, sport });
      expect({ sport, linked: href !== null }).toEqual({ sport, linked: listed.length > 0 });
    }
  });
});

describe('reading time', () => {
  it('counts words across paragraphs', () => {
    expect(wordCount(['One two  three.', ' Four - five\tsix '])).toBe(7);
    expect(wordCount([])).toBe(0);
  });

  it('rounds to whole minutes at 215 words a minute, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(120)).toBe(1);
    expect(readingMinutes(322)).toBe(1);
    expect(readingMinutes(323)).toBe(2);
    expect(readingMinutes(600)).toBe(3);
  });
});

describe('news tiles', () => {
  const name = (slug: string) => slug.toUpperCase();
  const a = (sport: string, views: number, readTime: number) => ({ sport, views, readTime });

  it('counts articles and views, averages reading time to one decimal', () => {
    const articles = [a('golf', 10, 2), a('golf', 5, 1), a('darts', 100, 2)];
    expect(newsStats(articles, name)).toEqual({ totalArticles: 3, totalViews: 115, avgReadTime: 1.7, topSport: 'GOLF' });
  });

  it('names the sport with the most articles; a tie goes to more views, then the name', () => {
    expect(newsStats([a('golf', 10, 2), a('darts', 100, 2)], name).topSport).toBe('DARTS');
    expect(newsStats([a('golf', 50, 2), a('darts', 50, 2)], name).topSport).toBe('DARTS');
  });

  it('has nothing to name without articles', () => {
    expect(newsStats([], name)).toEqual({ totalArticles: 0, totalViews: 0, avgReadTime: 0, topSport: null });
  });
});
