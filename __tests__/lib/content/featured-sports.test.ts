/** @jest-environment node */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { clearContentCache } from '@/lib/content/read';
import { getFeaturedSportChoices, getFeaturedSportLinks, getSportCatalog, getSportLinks } from '@/lib/content/sports';
import { parseSportCatalog } from '@/lib/sports/catalog-file';
import { MAX_FEATURED_SPORTS } from '@/lib/schemas/site';

const good = path.join(__dirname, '..', '..', 'fixtures', 'data-good');

/** A copy of the good fixture whose data/site.json has these featured sports. */
function withFeatured(featured: unknown): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-featured-'));
  fs.cpSync(good, dir, { recursive: true });
  const site = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify({ ...site, featuredSports: featured }));
  process.env.WAL_DATA_DIR = dir;
  clearContentCache();
}

afterEach(() => {
  delete process.env.WAL_DATA_DIR;
  clearContentCache();
});

describe('featured sports (data/site.json featuredSports)', () => {
  it('are the sports the file names, in its order, not the sports order', () => {
    // Sports are ordered by id (soccer 3, golf 13); the menus follow the file.
    withFeatured(['golf', 'soccer']);
    expect(getFeaturedSportLinks()).toEqual([
      { id: 13, slug: 'golf', name: 'Golf' },
      { id: 3, slug: 'soccer', name: 'Soccer' },
    ]);
    withFeatured(['golf']);
    expect(getFeaturedSportLinks().map((s) => s.slug)).toEqual(['golf']);
  });

  it('stop the build at a slug that is no sport, naming the file, the field and where sports live', () => {
    withFeatured(['golf', 'golfing']);
    expect(() => getFeaturedSportLinks()).toThrow('data/site.json: featuredSports.1: unknown sport "golfing" (expected the name of a file in data/sports)');
  });

  it(`stop the build at more than ${MAX_FEATURED_SPORTS}, none, or a sport named twice`, () => {
    withFeatured(Array.from({ length: MAX_FEATURED_SPORTS + 1 }, () => 'golf'));
    expect(() => getFeaturedSportLinks()).toThrow(/^data\/site\.json: featuredSports: .*(8|too big)/);
    withFeatured([]);
    expect(() => getFeaturedSportLinks()).toThrow(/^data\/site\.json: featuredSports: /);
    withFeatured(['golf', 'soccer', 'golf']);
    expect(() => getFeaturedSportLinks()).toThrow('data/site.json: featuredSports: a sport is featured once');
  });

  it('in the shipped data are sports, at most the limit, each once', () => {
    const featured = getFeaturedSportLinks();
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(MAX_FEATURED_SPORTS);
    expect(new Set(featured.map((s) => s.slug)).size).toBe(featured.length);
    const slugs = new Set(getSportLinks().map((s) => s.slug));
    for (const s of featured) expect(slugs.has(s.slug)).toBe(true);
  });

  it('are all the sport pickers and dashboards carry in the page: slug and name', () => {
    withFeatured(['golf', 'soccer']);
    expect(getFeaturedSportChoices()).toEqual([
      { slug: 'golf', name: 'Golf' },
      { slug: 'soccer', name: 'Soccer' },
    ]);
  });
});

describe('the sports file (/sports.json)', () => {
  it('holds every sport once, slug and name, by name, and reads back as the browser reads it', () => {
    process.env.WAL_DATA_DIR = good;
    clearContentCache();
    const file = getSportCatalog();
    const names = file.sports.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(file.sports.map((s) => s.slug))).toEqual(new Set(getSportLinks().map((s) => s.slug)));
    expect(file.sports.every((s) => Object.keys(s).sort().join() === 'name,slug')).toBe(true);
    expect(parseSportCatalog(JSON.parse(JSON.stringify(file)))).toEqual(file.sports);
  });
});
