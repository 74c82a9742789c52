/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getSports, getSport, getSportLinks } from '@/lib/content/sports';
import { assertNoCopies, getSportPageData } from '@/lib/content/sport-page';
import { getTicketEvents } from '@/lib/content/tickets';
import type { Contest } from '@/lib/schemas/contest';
import { getSpecialEvent, getSpecialEvents, getSpecialEventLinks } from '@/lib/content/special-events';
import { allRoutes } from '@/lib/content/routes';
import { clearContentCache } from '@/lib/content/read';
import { sportTabList } from '@/lib/sports/page';
import { spotsLeft } from '@/lib/enquiries/booking';
import { PLACEHOLDER_TEXT } from '@/lib/schemas/sport-tabs';
import { copyFixtureWith, loadFixtureDir, withFixtureData } from '../../fixtures/data-dir';
import { pictureWillExist } from '../../fixtures/pictures';
import { at } from '@/lib/must';

const dataDir = path.join(process.cwd(), 'data');
const isShortForm = (tabs: object) => Object.values(tabs).every((tab) => Object.keys(tab).sort().join() === 'body,heading');

/**
 * The shipped data/: only rules that stay true when an editor adds, edits or removes a valid sport
 * or event file. Figures of particular sports and events are checked on fixtures below.
 */
describe('shipped sport and event files', () => {
  beforeAll(() => {
    delete process.env.WAL_DATA_DIR;
    clearContentCache();
  });

  it('every sport page resolves its ticketed events and contests, and no sport file copies one', () => {
    for (const sport of getSports()) {
      const data = getSportPageData(sport.slug)!;
      expect(data.sport).toBe(sport);
      for (const e of data.events) expect(e.sport).toBe(sport.slug);
    }
    const slugs = new Set(getSports().map((s) => s.slug));
    for (const e of getTicketEvents()) expect(slugs).toContain(e.sport);
  });

  it('every sport file is named after its slug, and ids and slugs are unique', () => {
    const sports = getSports();
    expect(sports.length).toBeGreaterThan(0);
    const files = fs.readdirSync(path.join(dataDir, 'sports')).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(sports.map((s) => `${s.slug}.json`).sort());
    for (const f of files)
      expect({ f, slug: JSON.parse(fs.readFileSync(path.join(dataDir, 'sports', f), 'utf8')).slug }).toEqual({ f, slug: f.replace(/\.json$/, '') });
    expect(new Set(sports.map((s) => s.id)).size).toBe(sports.length);
    expect(new Set(sports.map((s) => s.slug)).size).toBe(sports.length);
  });

  it('every event file is named after its slug, with unique ids and slugs', () => {
    const events = getSpecialEvents();
    expect(events.length).toBeGreaterThan(0);
    const files = fs.readdirSync(path.join(dataDir, 'events')).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(events.map((e) => `${e.slug}.json`).sort());
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('every sport and event has a page among the exported routes', () => {
    const routes = allRoutes();
    for (const s of getSports()) expect(routes).toContain(`/sports/${s.slug}/`);
    for (const e of getSpecialEvents()) expect(routes).toContain(`/events/${e.slug}/`);
  });

  it('every sport page shows its tabs in the fixed order, overview first', () => {
    for (const s of getSports()) {
      const tabs = sportTabList(s).map((t) => t.id);
      expect(tabs[0]).toBe('overview');
      expect(tabs).toEqual(['overview', 'athletes', 'teams', 'schedule', 'stats', 'recaps', 'tickets'].filter((id) => id in s.tabs));
    }
  });

  it('short-form sports have a heading and one paragraph per tab, with headings that vary by sport', () => {
    const shortSports = getSports().filter((s) => isShortForm(s.tabs));
    const headingSets = shortSports.map((s) =>
      Object.values(s.tabs)
        .map((t) => t!.heading.replace(s.name, '*'))
        .join('|'),
    );
    const uses = new Map<string, number>();
    for (const h of headingSets) uses.set(h, (uses.get(h) ?? 0) + 1);
    // No one set of headings is copied across more than half of them.
    expect(Math.max(0, ...uses.values())).toBeLessThanOrEqual(Math.max(1, Math.ceil(shortSports.length / 2)));
  });

  it('no sport tab promises content instead of giving it ("check back soon", "being developed")', () => {
    for (const s of getSports()) {
      for (const [id, tab] of Object.entries(s.tabs))
        expect({ slug: s.slug, id, placeholder: PLACEHOLDER_TEXT.test(tab!.body) }).toEqual({ slug: s.slug, id, placeholder: false });
    }
  });

  it('no sport or event file uses banned wording', () => {
    for (const dir of ['sports', 'events']) {
      for (const f of fs.readdirSync(path.join(dataDir, dir))) {
        const text = fs.readFileSync(path.join(dataDir, dir, f), 'utf8');
        expect({ f, bad: text.match(/coming soon|lorem ipsum|webcam|onlyfans|skits|photoshoot|cosplay/gi) }).toEqual({ f, bad: null });
      }
    }
  });

  it('every image a sport or event names exists under public/ or is one the build draws', () => {
    const images = [
      ...getSports().flatMap((s) => s.tabs.recaps?.recaps?.map((r) => r.image) ?? []),
      ...getSpecialEvents().flatMap((e) =>
        e.tabs.flatMap((t) =>
          [...(t.cruises ?? []), ...(t.packages ?? []), ...(t.venues ?? []), ...(t.parks ?? []), ...(t.ballrooms ?? [])].map((i) => i.image),
        ),
      ),
    ];
    for (const img of images) expect({ img, exists: pictureWillExist(img) }).toEqual({ img, exists: true });
  });

  it('every event tab has a paragraph of text', () => {
    for (const e of getSpecialEvents())
      for (const t of e.tabs) expect({ event: e.slug, tab: t.id, long: t.body.length >= 40 }).toEqual({ event: e.slug, tab: t.id, long: true });
  });

  it('menus get a light list of every sport and event, in the loaders’ order', () => {
    expect(getSportLinks()).toEqual(getSports().map((s) => ({ id: s.id, slug: s.slug, name: s.name })));
    for (const link of getSportLinks()) expect(Object.keys(link).sort()).toEqual(['id', 'name', 'slug']);
    const ids = getSportLinks().map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(getSpecialEventLinks()).toEqual(getSpecialEvents().map((e) => ({ id: e.id, slug: e.slug, name: e.name })));
  });
});

/** Loader figures on sample files copied from the shipped content (__tests__/fixtures/data-sample). */
describe('sport content of the sample files', () => {
  withFixtureData('data-sample');

  it('a seven-tab sport has its teams of data/teams.json; a short-form sport has six text tabs and no teams', () => {
    expect(sportTabList(getSport('soccer')!).map((t) => t.id)).toEqual(['overview', 'athletes', 'teams', 'schedule', 'stats', 'recaps', 'tickets']);
    expect(getSportPageData('soccer')!.teams.map((t) => [t.id, t.captainName])).toEqual([
      ['la-galaxy-stars', 'Sofia Martinez'],
      ['portland-thorns-united', 'Grace Adeyemi'],
    ]);
    expect(getSportPageData('golf')!.teams).toEqual([]);
    expect(sportTabList(getSport('golf')!).map((t) => t.id)).toEqual(['overview', 'athletes', 'schedule', 'stats', 'recaps', 'tickets']);
    expect(isShortForm(getSport('golf')!.tabs)).toBe(true);
    expect(isShortForm(getSport('soccer')!.tabs)).toBe(false);
  });

  it('full-content sports have 3 highlights, upcoming dates, 3 athletes, 2 stat panels and recaps', () => {
    for (const slug of ['soccer', 'cricket']) {
      const t = getSport(slug)!.tabs;
      expect(t.overview.highlights).toHaveLength(3);
      expect(t.overview.upcomingEvents).toHaveLength(2);
      expect(t.athletes?.athletes).toHaveLength(3);
      expect(t.stats?.panels).toHaveLength(2);
      expect(t.recaps?.recaps).toHaveLength(3);
    }
  });

  it('a sport page reads its ticketed events and contests from their own files', () => {
    const soccer = getSportPageData('soccer')!;
    expect(soccer.events.map((e) => [e.title, e.availableTickets, e.ticketPrice, e.prizePool])).toEqual([['Soccer World Cup Final', 1580, 95, 30000]]);
    expect(getSportPageData('cricket')!.events.map((e) => e.title)).toEqual(['Cricket Championship']);
    expect(getSportPageData('darts')!.events).toEqual([]);
    expect(getSportPageData('volleyball')).toBeUndefined();
  });

  it('refuses an upcoming date in a sport file that copies a ticketed event or a contest', () => {
    const { events } = getSportPageData('soccer')!;
    const contest = { id: 3, title: 'Free Kick Masters' } as Contest;
    expect(() => assertNoCopies('soccer', [{ name: 'Soccer World Cup Final', date: '2027-02-20', prize: 1 }], events, [])).toThrow(
      `data/sports/soccer.json: tabs.overview.upcomingEvents.0.name: "Soccer World Cup Final" is ticketed event ${at(events, 0).id} of data/tickets.json; list it there only`,
    );
    expect(() =>
      assertNoCopies(
        'soccer',
        [
          { name: 'X', date: '2027-01-01', prize: 1 },
          { name: 'Free Kick Masters', date: '2027-02-06', prize: 1 },
        ],
        events,
        [contest],
      ),
    ).toThrow('data/sports/soccer.json: tabs.overview.upcomingEvents.1.name: "Free Kick Masters" is contest 3 of data/contests.json; list it there only');
  });

  it('a tab that says "check back soon" stops the build, naming the file and the field', () => {
    const dir = copyFixtureWith('data-sample', 'sports/softball.json', (json) => {
      json.tabs.stats.body = 'Our statistics section is being developed. Please check back soon.';
    });
    try {
      expect(() => loadFixtureDir(dir, getSports)).toThrow(/data\/sports\/softball\.json: tabs\.stats\.body: a tab says what is there/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('menus list the sample sports by id', () => {
    expect(getSportLinks()).toEqual([
      { id: 3, slug: 'soccer', name: 'Soccer' },
      { id: 4, slug: 'softball', name: 'Softball' },
      { id: 6, slug: 'cricket', name: 'Cricket' },
      { id: 8, slug: 'darts', name: 'Darts' },
      { id: 13, slug: 'golf', name: 'Golf' },
    ]);
    expect(getSpecialEventLinks().map((e) => e.slug)).toEqual(['cruises', 'travel', 'fun-locations', 'parks', 'ballrooms']);
  });
});

describe('special event content of the sample files', () => {
  withFixtureData('data-sample');
  const tab = (slug: string, id: string) => getSpecialEvent(slug)!.tabs.find((t) => t.id === id)!;

  it('every event has its five tabs, each with text', () => {
    const ids = Object.fromEntries(getSpecialEvents().map((e) => [e.slug, e.tabs.map((t) => t.id)]));
    expect(ids).toEqual({
      cruises: ['overview', 'cruises', 'destinations', 'amenities', 'booking'],
      travel: ['overview', 'trips', 'destinations', 'experiences', 'booking'],
      'fun-locations': ['overview', 'venues', 'types', 'gallery', 'booking'],
      parks: ['overview', 'parks', 'activities', 'conservation', 'booking'],
      ballrooms: ['overview', 'ballrooms', 'events', 'amenities', 'booking'],
    });
  });

  it('cruises: three sailings with prices, capacity, bookings and spots left', () => {
    const c = tab('cruises', 'cruises').cruises!;
    expect(c.map((x) => [x.durationDays, x.price, x.capacity, x.booked, spotsLeft(x.capacity, x.booked)])).toEqual([
      [7, 1299, 400, 342, 58],
      [10, 1599, 450, 398, 52],
      [14, 2299, 350, 267, 83],
    ]);
    expect(getSpecialEvent('cruises')!.stats.map((s) => s.value)).toEqual(['12', '3', '2,400', '89%']);
  });

  it('travel: three packages with their group sizes', () => {
    const p = tab('travel', 'trips').packages!;
    expect(p.map((x) => [x.durationDays, x.price, x.maxGroup, x.booked])).toEqual([
      [12, 2899, 15, 12],
      [14, 3299, 12, 9],
      [10, 2599, 18, 14],
    ]);
    expect(getSpecialEvent('travel')!.stats.map((s) => s.value)).toEqual(['25', '8', '15', '12']);
  });

  it('fun locations, parks and ballrooms carry their figures', () => {
    expect(tab('fun-locations', 'types').venueTypes!.map((t) => [t.name, t.count])).toEqual([
      ['Beach Resorts', 12],
      ['Urban Venues', 18],
      ['Mountain Retreats', 8],
      ['Historic Sites', 7],
    ]);
    expect(tab('fun-locations', 'venues').venues).toHaveLength(3);
    expect(getSpecialEvent('fun-locations')!.stats.map((s) => s.value)).toEqual(['45', '12', '18', '8']);
    expect(tab('parks', 'parks').parks).toHaveLength(3);
    expect(getSpecialEvent('parks')!.stats.map((s) => s.value)).toEqual(['28', '6', '8', '20']);
    expect(tab('ballrooms', 'ballrooms').ballrooms).toHaveLength(3);
    expect(getSpecialEvent('ballrooms')!.stats.map((s) => s.value)).toEqual(['15', '4', '8', '500']);
  });
});
