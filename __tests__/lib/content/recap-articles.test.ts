/** @jest-environment node */
import { clearContentCache } from '@/lib/content/read';
import { getArticle, getArticles, getArticleSummaries, getWatchHighlightsHref } from '@/lib/content/articles';
import { getSite } from '@/lib/content/site';
import { getSports } from '@/lib/content/sports';
import { filterArticles, readingMinutes, wordCount, WORDS_PER_MINUTE } from '@/lib/news/articles';

/**
 * Invariants of the shipped data/: true for any number of sports and articles, so an editor who adds
 * a valid sport or article keeps them green.
 */
beforeAll(() => {
  delete process.env.WAL_DATA_DIR;
  clearContentCache();
});

const recaps = () => getSports().flatMap((s) => (s.tabs.recaps?.recaps ?? []).map((recap, i) => ({ sport: s.slug, i, recap })));

describe('recap cards and their articles', () => {
  it('every recap card names a published article about the same sport, dated and pictured like the card', () => {
    for (const { sport, i, recap } of recaps()) {
      const article = getArticle(recap.articleSlug);
      const where = `${sport} recap ${i}`;
      expect({ where, found: article !== undefined }).toEqual({ where, found: true });
      expect({ where, sport: article!.sport, date: article!.date, image: article!.image }).toEqual({ where, sport, date: recap.date, image: recap.image });
    }
  });

  it('a recap article is a real report: 300-600 words of plain-text paragraphs', () => {
    const slugs = new Set(recaps().map((r) => r.recap.articleSlug));
    for (const a of getArticles().filter((x) => slugs.has(x.slug))) {
      const words = wordCount(a.content);
      expect({ slug: a.slug, long: words >= 300 && words <= 600 }).toEqual({ slug: a.slug, long: true });
      expect(a.content.length).toBeGreaterThanOrEqual(3);
      for (const p of a.content) expect({ slug: a.slug, html: /<[a-z/!]/i.test(p) }).toEqual({ slug: a.slug, html: false });
    }
  });

  it('no two recap cards share an article', () => {
    const slugs = recaps().map((r) => r.recap.articleSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('every home highlight that links an article links one that exists', () => {
    for (const h of getSite().highlights) if (h.articleSlug) expect(getArticle(h.articleSlug)?.slug).toBe(h.articleSlug);
  });
});

describe('every article', () => {
  it('states a reading time that matches its length (200-230 words a minute)', () => {
    for (const a of getArticles()) {
      const words = wordCount(a.content);
      const honest = a.readTime >= Math.max(1, Math.floor(words / 230)) && a.readTime <= Math.max(1, Math.ceil(words / 200));
      expect({ slug: a.slug, words, readTime: a.readTime, honest }).toEqual({ slug: a.slug, words, readTime: a.readTime, honest: true });
    }
    expect(WORDS_PER_MINUTE).toBeGreaterThanOrEqual(200);
    expect(WORDS_PER_MINUTE).toBeLessThanOrEqual(230);
    expect(readingMinutes(430)).toBe(2);
  });
});

describe('Watch Highlights on the sport pages', () => {
  it('is offered exactly for the sports with an article, and its list shows at least one', () => {
    const summaries = getArticleSummaries();
    for (const s of getSports()) {
      const href = getWatchHighlightsHref(s.slug);
      const listed = filterArticles(summaries, { query: '', category: 'all', sport: s.slug });
      expect({ sport: s.slug, shown: href !== null }).toEqual({ sport: s.slug, shown: listed.length > 0 });
      if (href) expect(href).toBe(`/recap-news/?sport=${s.slug}`);
    }
  });
});
