/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearContentCache } from '@/lib/content/read';
import { getArticles, getArticleSummaries, getNewsStats } from '@/lib/content/articles';
import { getUpcomingContests } from '@/lib/content/contests';
import { getWinners } from '@/lib/content/winners';
import { getCareers, getFaq, getInfoPage, getPartners, INFO_PAGES } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { allRoutes } from '@/lib/content/routes';
import { getSportLinks, getSports } from '@/lib/content/sports';
import { flagCode, flagPicture } from '@/lib/site/flags';
import { CONTEST_ENTRY_FEE_MAX, CONTEST_ENTRY_FEE_MIN } from '@/lib/contests/constants';
import { at } from '@/lib/must';
import { copyFixtureWith, loadFixture, loadFixtureDir } from '../../fixtures/data-dir';

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

  it('has upcoming contests with fees the contest rules allow, soonest first, at most one featured', () => {
    const contests = getUpcomingContests();
    for (const c of contests) {
      expect({ id: c.id, fee: c.entryFee, allowed: c.entryFee >= CONTEST_ENTRY_FEE_MIN && c.entryFee <= CONTEST_ENTRY_FEE_MAX }).toEqual({
        id: c.id,
        fee: c.entryFee,
        allowed: true,
      });
    }
    expect(contests.map((c) => c.startDate)).toEqual([...contests.map((c) => c.startDate)].sort());
    expect(contests.filter((c) => c.featured).length).toBeLessThanOrEqual(1);
  });

  it('has winners, most recent first', () => {
    const winners = getWinners();
    expect(winners.map((w) => w.eventDate)).toEqual([...winners.map((w) => w.eventDate)].sort().reverse());
  });

  it('titles every perk, benefit and information page section, each title once in its list', () => {
    const lists: [string, { title: string }[]][] = [
      ['careers.json perks', getCareers().perks],
      ['partners.json benefits', getPartners().benefits],
      ...INFO_PAGES.map((slug): [string, { title: string }[]] => [`pages/${slug}.json sections`, getInfoPage(slug).sections]),
    ];
    for (const [where, items] of lists) {
      const titles = items.map((i) => i.title.trim());
      expect({ where, blank: titles.filter((t) => !t), repeated: titles.filter((t, i) => titles.indexOf(t) !== i) }).toEqual({
        where,
        blank: [],
        repeated: [],
      });
    }
  });

  it("dates each information page's last update with a real calendar day, not after today", () => {
    // The latest calendar day anywhere on Earth now (UTC+14), so an editor's own today always passes.
    const today = new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
    for (const slug of INFO_PAGES) {
      const { lastUpdated } = getInfoPage(slug);
      if (lastUpdated === undefined) continue;
      const day = new Date(`${lastUpdated}T00:00:00Z`);
      expect({
        slug,
        lastUpdated,
        calendarDay: !Number.isNaN(day.getTime()) && day.toISOString().startsWith(lastUpdated),
        afterToday: lastUpdated > today,
      }).toEqual({
        slug,
        lastUpdated,
        calendarDay: true,
        afterToday: false,
      });
    }
  });

  it('names each information page by its own file', () => {
    for (const slug of INFO_PAGES) expect(getInfoPage(slug).slug).toBe(slug);
  });

  it('uses none of the dropped adult-contest wording or placeholder text on the information pages and in the FAQ', () => {
    const text = INFO_PAGES.map((s) => JSON.stringify(getInfoPage(s))).join(' ') + JSON.stringify(getFaq());
    expect(text.toLowerCase()).not.toMatch(/webcam|onlyfans|lorem ipsum|coming soon/);
  });
});

describe('information pages, careers and partners on fixture content', () => {
  it("reads a page's date and its sections in file order", () => {
    const page = loadFixture('data-sample', () => getInfoPage('privacy'));
    expect(page.lastUpdated).toBe('2024-03-14');
    expect(page.sections.map((s) => s.title)).toEqual(['Data Collection', 'Data Storage', 'Data Usage', 'Your Rights']);
  });

  it('reads the perks and the partner benefits in file order', () => {
    expect(loadFixture('data-sample', getCareers).perks.map((p) => p.title)).toEqual(['Great Culture', 'Amazing Benefits', 'Global Impact']);
    expect(loadFixture('data-sample', getPartners).benefits.map((b) => b.title)).toEqual([
      'Global Reach',
      'Talent Access',
      'Brand Visibility',
      'Exclusive Events',
    ]);
  });

  it('rejects two sections of one page with one id, naming the file', () => {
    const dir = copyFixtureWith('data-sample', 'pages/privacy.json', (raw) => (raw.sections[1].id = raw.sections[0].id));
    expect(() => loadFixtureDir(dir, () => getInfoPage('privacy'))).toThrow('data/pages/privacy.json: sections.id: duplicate value "data-collection"');
    fs.rmSync(dir, { recursive: true, force: true });
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
    dataWith('articles.json', (j) => {
      const first = at(list(j, 'articles'), 0);
      slug = first.slug as string;
      list(j, 'articles').push({ ...first, id: 999999, featured: false });
    });
    expect(() => getArticles()).toThrow(`data/articles.json: articles.slug: duplicate value "${slug}"`);
  });

  it('rejects two featured articles', () => {
    dataWith('articles.json', (j) => list(j, 'articles').forEach((a) => (a.featured = true)));
    expect(() => getArticles()).toThrow('featured: only one item may be featured');
  });

  it('rejects an unknown article category with the field path', () => {
    dataWith('articles.json', (j) => (at(list(j, 'articles'), 0).category = 'gossip'));
    expect(() => getArticles()).toThrow(/data\/articles\.json: articles\.0\.category/);
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

  it('rejects a contest fee outside the allowed range, an unknown category and an end before the start', () => {
    dataWith('contests.json', (j) => (at(list(j, 'contests'), 0).entryFee = CONTEST_ENTRY_FEE_MAX + 1));
    expect(() => getUpcomingContests()).toThrow(`data/contests.json: contests.0.entryFee: entry fee must be at most $${CONTEST_ENTRY_FEE_MAX}`);
    dataWith('contests.json', (j) => (at(list(j, 'contests'), 0).entryFee = CONTEST_ENTRY_FEE_MIN - 1));
    expect(() => getUpcomingContests()).toThrow(`data/contests.json: contests.0.entryFee: entry fee must be at least $${CONTEST_ENTRY_FEE_MIN}`);
    dataWith('contests.json', (j) => (at(list(j, 'contests'), 0).category = 'webcam'));
    expect(() => getUpcomingContests()).toThrow('contests.0.category: unknown category "webcam"');
    dataWith('contests.json', (j) => (at(list(j, 'contests'), 0).endDate = '2020-01-01'));
    expect(() => getUpcomingContests()).toThrow('contests.0.endDate: endDate must not be before startDate');
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
      at(list(json, 'countries'), 0).flag = 'BR';
    });
    expect(() => getSite()).toThrow('data/site.json: countries.0.flag: expected one flag emoji');
  });

  it('a country without a flag picture names the file, the field and the picture to add', () => {
    // A country whose flag has no picture in public/images/flags yet.
    const code = at(
      ['is', 'fi', 'no', 'se', 'dk', 'pl', 'pt', 'nz', 'cl', 'ar'].filter((c) => !fs.existsSync(path.join(process.cwd(), 'public', flagPicture(c)))),
      0,
    );
    const flag = String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
    let n = 0;
    dataWith('site.json', (json) => {
      const countries = list(json, 'countries');
      n = countries.length - 1;
      countries[n] = { name: 'New Country', flag };
    });
    expect(() => getSite()).toThrow(`data/site.json: countries.${n}.flag: no picture for ${flag} (public/images/flags/${code}.svg`);
  });
});
