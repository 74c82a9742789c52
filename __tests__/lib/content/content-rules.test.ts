/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearContentCache } from '@/lib/content/read';
import { getArticles, getArticleSummaries, getNewsStats } from '@/lib/content/articles';
import { getUpcomingContests } from '@/lib/content/contests';
import { getWinners } from '@/lib/content/winners';
import { getCareers, getFaq, getInfoPage, getPartners, getTestimonials, INFO_PAGES } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { allRoutes } from '@/lib/content/routes';
import { getSportLinks, getSports } from '@/lib/content/sports';
import { flagCode, flagPicture } from '@/lib/site/flags';
import { at } from '@/lib/must';

const realData = path.join(process.cwd(), 'data');
let tmp: string | null = null;

/** A copy of data/ with one file replaced, for rule tests. */
function dataWith(file: string, edit: (json: Record<string, unknown>) => void) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-data-'));
  fs.cpSync(realData, tmp, { recursive: true });
  const target = path.join(tmp, file);
  const json = JSON.parse(fs.readFileSync(target, 'utf8'));
  edit(json);
  fs.writeFileSync(target, JSON.stringify(json));
  process.env.WAL_DATA_DIR = tmp;
  clearContentCache();
}

afterEach(() => {
  delete process.env.WAL_DATA_DIR;
  clearContentCache();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = null;
});

type Json = Record<string, unknown>;
const list = (json: Json, key: string) => json[key] as Json[];

describe('shipped content', () => {
  it('counts the news tiles from the articles it publishes, newest first', () => {
    const articles = getArticles();
    const stats = getNewsStats();
    expect(stats.totalArticles).toBe(articles.length);
    expect(stats.totalViews).toBe(articles.reduce((n, a) => n + a.views, 0));
    expect(getSportLinks().map((l) => l.name)).toContain(stats.topSport);
    const summaries = new Map(getArticleSummaries().map((s) => [s.slug, s.commentCount]));
    for (const a of articles) expect({ slug: a.slug, comments: summaries.get(a.slug) }).toEqual({ slug: a.slug, comments: a.comments.length });
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.map((a) => a.date)).toEqual([...articles.map((a) => a.date)].sort().reverse());
    expect(articles.filter((a) => a.featured).length).toBeLessThanOrEqual(1);
    for (const a of articles) expect(['championship', 'tournament', 'records', 'news']).toContain(a.category);
  });

  it("links social accounts to the league's own pages, not a network's home page", () => {
    for (const { name, url, handle } of getSite().social) {
      const { pathname, protocol } = new URL(url);
      const account = handle.replace(/^@/, '').toLowerCase();
      expect({ name, protocol, accountPage: pathname.replace(/\/+$/, '') !== '' && pathname.toLowerCase().includes(account) }).toEqual({
        name,
        protocol: 'https:',
        accountPage: true,
      });
    }
  });

  it('has every article the home page and the recap cards link to', () => {
    const slugs = getArticles().map((a) => a.slug);
    for (const h of getSite().highlights) if (h.articleSlug) expect(slugs).toContain(h.articleSlug);
    for (const s of getSports()) for (const r of s.tabs.recaps?.recaps ?? []) expect(slugs).toContain(r.articleSlug);
  });

  it('ships article summaries without the full content, with sport names', () => {
    const names = new Map(getSportLinks().map((l) => [l.slug, l.name]));
    const articles = getArticles();
    for (const summary of getArticleSummaries()) {
      expect(summary).not.toHaveProperty('content');
      const sport = articles.find((a) => a.slug === summary.slug)!.sport;
      if (names.has(sport)) expect(summary.sportName).toBe(names.get(sport));
    }
  });

  it('lists every article page among the routes', () => {
    const routes = allRoutes();
    for (const a of getArticles()) expect(routes).toContain(`/recap-news/${a.slug}/`);
  });

  it('has upcoming contests with fees of $49-$99, soonest first, one featured', () => {
    const contests = getUpcomingContests();
    expect(contests.length).toBeGreaterThan(0);
    expect(contests.every((c) => c.entryFee >= 49 && c.entryFee <= 99)).toBe(true);
    expect(contests.map((c) => c.startDate)).toEqual([...contests.map((c) => c.startDate)].sort());
    expect(contests.filter((c) => c.featured).length).toBeLessThanOrEqual(1);
  });

  it("has winners, most recent first, and the information pages' content", () => {
    const winners = getWinners();
    expect(winners.map((w) => w.eventDate)).toEqual([...winners.map((w) => w.eventDate)].sort().reverse());
    expect(getCareers().perks.map((p) => p.title)).toEqual(['Great Culture', 'Amazing Benefits', 'Global Impact']);
    expect(getCareers().positions.length).toBeGreaterThan(0);
    expect(getPartners().benefits.map((b) => b.title)).toEqual(['Global Reach', 'Talent Access', 'Brand Visibility', 'Exclusive Events']);
    expect(getPartners().partners.length).toBeGreaterThan(0);
    expect(getTestimonials('partners').length).toBeGreaterThan(0);
    expect(getFaq().length).toBeGreaterThan(5);
    expect(getInfoPage('privacy').sections.map((s) => s.title)).toEqual(['Data Collection', 'Data Storage', 'Data Usage', 'Your Rights']);
    expect(getInfoPage('terms').sections.map((s) => s.title)).toEqual(['1. Account Terms', '2. Contest Rules', '3. Content Rights', '4. Termination']);
    expect(getInfoPage('privacy').lastUpdated).toBe('2024-03-14');
    expect(getInfoPage('terms').lastUpdated).toBe('2024-03-14');
    for (const slug of INFO_PAGES) expect(getInfoPage(slug).slug).toBe(slug);
  });

  it('states the league rules on the information pages', () => {
    const text = INFO_PAGES.map((s) => JSON.stringify(getInfoPage(s))).join(' ') + JSON.stringify(getFaq());
    for (const phrase of ['60%', '40%', '30 days', '18', 'valid photo ID', 'PayPal', 'by email', 'Terminated accounts are not refunded']) {
      expect(text).toContain(phrase);
    }
    expect(text.toLowerCase()).not.toMatch(/webcam|onlyfans|lorem ipsum|coming soon/);
  });
});

describe('content rules', () => {
  it('rejects an article whose sport is not a sport file', () => {
    // A new article no recap card links yet: its own check is the one that fails.
    let at = -1;
    dataWith('articles.json', (j) => {
      const articles = list(j, 'articles');
      at = articles.push({ ...articles[0], id: 999999, slug: 'quidditch-final', featured: false, sport: 'quidditch' }) - 1;
    });
    expect(() => getArticles()).toThrow(`data/articles.json: articles.${at}.sport: unknown sport "quidditch" (expected the name of a file in data/sports)`);
  });

  it('rejects a duplicate article slug', () => {
    let slug = '';
    dataWith('articles.json', (j) => (slug = at(list(j, 'articles'), 1).slug = at(list(j, 'articles'), 0).slug as string));
    expect(() => getArticles()).toThrow(`data/articles.json: articles.slug: duplicate value "${slug}"`);
  });

  it('rejects two featured articles', () => {
    dataWith('articles.json', (j) => list(j, 'articles').forEach((a) => (a.featured = true)));
    expect(() => getArticles()).toThrow('featured: only one item may be featured');
  });

  it('rejects an unknown article category with the field path', () => {
    dataWith('articles.json', (j) => (at(list(j, 'articles'), 2).category = 'gossip'));
    expect(() => getArticles()).toThrow(/data\/articles\.json: articles\.2\.category/);
  });

  it('rejects a comment dated before its article', () => {
    dataWith('articles.json', (j) => (at(list(j, 'articles'), 0).comments = [{ id: 1, author: 'A', date: '2000-01-01', text: 'Early' }]));
    expect(() => getArticles()).toThrow(/data\/articles\.json: articles\.0\.comments\.0\.date: 2000-01-01 is before the article's date/);
  });

  it('rejects two comments of one article with one id', () => {
    dataWith('articles.json', (j) => {
      const a = at(list(j, 'articles'), 0);
      a.comments = [1, 1].map((id) => ({ id, author: 'A', date: a.date, text: 'Same id' }));
    });
    expect(() => getArticles()).toThrow('data/articles.json: articles.0.comments.id: duplicate value 1');
  });

  it('rejects a typed comment count: comments are the published comments themselves', () => {
    dataWith('articles.json', (j) => (at(list(j, 'articles'), 0).comments = 64));
    expect(() => getArticles()).toThrow(/data\/articles\.json: articles\.0\.comments/);
  });

  it('rejects a home highlight with neither a video nor an article', () => {
    dataWith('site.json', (j) => {
      const h = at(list(j, 'highlights'), 0);
      delete h.videoUrl;
      delete h.articleSlug;
    });
    expect(() => getSite()).toThrow('data/site.json: highlights.0.articleSlug: a highlight needs a videoUrl or an articleSlug');
  });

  it('rejects a contest fee outside $49-$99, an unknown category and an end before the start', () => {
    dataWith('contests.json', (j) => (at(list(j, 'contests'), 0).entryFee = 150));
    expect(() => getUpcomingContests()).toThrow('data/contests.json: contests.0.entryFee: entry fee must be at most $99');
    dataWith('contests.json', (j) => (at(list(j, 'contests'), 0).category = 'webcam'));
    expect(() => getUpcomingContests()).toThrow('contests.0.category: unknown category "webcam"');
    dataWith('contests.json', (j) => (at(list(j, 'contests'), 1).endDate = '2020-01-01'));
    expect(() => getUpcomingContests()).toThrow('contests.1.endDate: endDate must not be before startDate');
  });

  it('rejects a winner with an unknown category', () => {
    dataWith('winners.json', (j) => (at(list(j, 'winners'), 0).category = 'cosplay'));
    expect(() => getWinners()).toThrow('unknown category "cosplay"');
  });

  it('rejects an information page whose slug does not match its file', () => {
    dataWith('pages/terms.json', (j) => (j.slug = 'privacy'));
    expect(() => getInfoPage('terms')).toThrow('data/pages/terms.json: slug: expected "terms", found "privacy"');
  });
});

describe('country flags', () => {
  it('every footer country has its flag picture', () => {
    const countries = getSite().countries;
    expect(countries.length).toBeGreaterThan(0);
    for (const c of countries) {
      const picture = flagPicture(flagCode(c.flag) ?? '??');
      expect({ country: c.name, exists: fs.existsSync(path.join(process.cwd(), 'public', picture)) }).toEqual({ country: c.name, exists: true });
    }
  });

  it('a flag that is not one flag emoji names the file and the field', () => {
    dataWith('site.json', (json) => {
      at(list(json, 'countries'), 3).flag = 'BR';
    });
    expect(() => getSite()).toThrow('data/site.json: countries.3.flag: expected one flag emoji');
  });

  it('a country without a flag picture names the file, the field and the picture to add', () => {
    dataWith('site.json', (json) => {
      list(json, 'countries')[14] = { name: 'Iceland', flag: '🇮🇸' };
    });
    expect(() => getSite()).toThrow('data/site.json: countries.14.flag: no picture for 🇮🇸 (public/images/flags/is.svg');
  });
});
