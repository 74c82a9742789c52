/** @jest-environment node */
import { articleIndex, assertRecapArticles, type ArticleIndex } from '@/lib/content/article-refs';
import { collections } from '@/lib/content/collections';
import { assertReferences } from '@/lib/content/refs';
import { getSports } from '@/lib/content/sports';
import { getSite } from '@/lib/content/site';
import { getArticles } from '@/lib/content/articles';
import { loadFixture } from '../../fixtures/data-dir';

const index: ArticleIndex = new Map([
  ['final-recap', 'soccer'],
  ['semifinal-recap', 'soccer'],
  ['t20-recap', 'cricket'],
]);
const soccer = (...slugs: string[]) => ({ slug: 'soccer', tabs: { recaps: { recaps: slugs.map((articleSlug) => ({ articleSlug })) } } });

describe('recap -> article references', () => {
  it('accepts recaps that name articles about their sport', () => {
    expect(() => assertRecapArticles('data/sports/soccer.json', soccer('final-recap', 'semifinal-recap'), () => index)).not.toThrow();
  });

  it('names the file, the field and the dangling slug', () => {
    expect(() => assertRecapArticles('data/sports/soccer.json', soccer('final-recap', 'x'), () => index)).toThrow(
      'data/sports/soccer.json: tabs.recaps.recaps.1.articleSlug: unknown article "x" (expected a slug in data/articles.json)',
    );
  });

  it('refuses a recap whose article is about another sport', () => {
    expect(() => assertRecapArticles('data/sports/soccer.json', soccer('t20-recap'), () => index)).toThrow(
      'data/sports/soccer.json: tabs.recaps.recaps.0.articleSlug: article "t20-recap" is about "cricket", not "soccer"',
    );
  });

  it('does not read the articles for a sport without recap cards', () => {
    const read = jest.fn(() => index);
    assertRecapArticles('data/sports/golf.json', { slug: 'golf', tabs: { recaps: {} } }, read);
    assertRecapArticles('data/sports/golf.json', { slug: 'golf', tabs: {} }, read);
    expect(read).not.toHaveBeenCalled();
  });
});

describe("home highlight -> article references (the table's site references)", () => {
  const highlights = (...slugs: (string | undefined)[]) => ({ highlights: slugs.map((articleSlug) => ({ articleSlug })) });
  const check = (site: unknown) =>
    assertReferences('data/site.json', collections.site, site, () => new Set(index.keys()), collections, ['highlights[].articleSlug']);

  it('accepts highlights that name an existing article or none (a video)', () => {
    expect(() => check(highlights('t20-recap', undefined))).not.toThrow();
  });

  it('names the file, the field and the dangling slug', () => {
    expect(() => check(highlights('t20-recap', 'gone'))).toThrow(
      'data/site.json: highlights.1.articleSlug: unknown article "gone" (expected a slug in data/articles.json)',
    );
  });
});

describe('the loaders check the references at build', () => {
  it('load fixture data whose recaps and highlights all resolve', () => {
    const sports = loadFixture('data-sample', getSports);
    const slugs = loadFixture('data-sample', () => new Set(getArticles().map((a) => a.slug)));
    const recaps = sports.flatMap((s) => s.tabs.recaps?.recaps ?? []);
    expect(recaps.length).toBeGreaterThan(0);
    for (const r of recaps) expect(slugs).toContain(r.articleSlug);
    expect(loadFixture('data-good', () => getSite().highlights.length)).toBeGreaterThan(0);
  });

  it('stop on a sport file whose recap names a missing article', () => {
    expect(() => loadFixture('data-dangling', getSports)).toThrow(
      'data/sports/soccer.json: tabs.recaps.recaps.1.articleSlug: unknown article "x" (expected a slug in data/articles.json)',
    );
  });

  it('stop on a home highlight that names a missing article', () => {
    expect(() => loadFixture('data-dangling', getSite)).toThrow(
      'data/site.json: highlights.2.articleSlug: unknown article "y" (expected a slug in data/articles.json)',
    );
  });

  it('index every article by slug with its sport', () => {
    expect(loadFixture('data-dangling', () => [...articleIndex().entries()])).toEqual([
      ['soccer-sample-recap-1', 'soccer'],
      ['soccer-sample-recap-2', 'soccer'],
      ['soccer-sample-recap-3', 'soccer'],
    ]);
  });
});
