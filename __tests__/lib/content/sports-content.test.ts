/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { getSports, getSport, getSportLinks } from '@/lib/content/sports';
import { getSpecialEvent, getSpecialEvents, getSpecialEventLinks } from '@/lib/content/special-events';
import { sportTabList } from '@/lib/sports';
import { spotsLeft } from '@/lib/booking';

const SEVEN = ['flag-football', 'basketball', 'soccer', 'tennis', 'swimming', 'track-field'];
const sports = getSports();
const shortSports = sports.filter((s) => !SEVEN.includes(s.slug) && s.slug !== 'cricket');

describe('sport content rules (spec §2)', () => {
  it('six sports have seven tabs with six teams; the other 24 have six tabs and no teams', () => {
    for (const s of sports) {
      const tabs = sportTabList(s).map((t) => t.id);
      if (SEVEN.includes(s.slug)) {
        expect({ slug: s.slug, tabs }).toEqual({ slug: s.slug, tabs: ['overview', 'athletes', 'teams', 'schedule', 'stats', 'recaps', 'tickets'] });
        expect(s.tabs.teams?.teams).toHaveLength(6);
      } else {
        expect({ slug: s.slug, tabs }).toEqual({ slug: s.slug, tabs: ['overview', 'athletes', 'schedule', 'stats', 'recaps', 'tickets'] });
      }
    }
  });

  it('full-content sports have 3 highlights, 3 upcoming events, 3 athletes, 2 stat panels, recaps and an event', () => {
    for (const slug of [...SEVEN, 'cricket']) {
      const t = getSport(slug)!.tabs;
      expect(t.overview.highlights).toHaveLength(3);
      expect(t.overview.upcomingEvents).toHaveLength(3);
      expect(t.athletes?.athletes).toHaveLength(3);
      expect(t.stats?.panels).toHaveLength(2);
      expect(t.recaps?.recaps?.length).toBe(slug === 'track-field' ? 1 : 3);
      expect(t.schedule?.event).toBeDefined();
      expect(t.tickets?.event).toEqual(t.schedule?.event);
    }
  });

  it('the featured ticket events carry the figures of spec §9', () => {
    const figures = (slug: string) => {
      const e = getSport(slug)!.tabs.tickets!.event!;
      return [e.ticketsAvailable, e.priceFrom, e.prize];
    };
    expect(figures('soccer')).toEqual([500, 95, 30000]);
    expect(getSport('soccer')!.tabs.tickets!.event!.name).toBe('Soccer World Cup');
    expect(figures('tennis')).toEqual([300, 65, 25000]);
    expect(figures('swimming')).toEqual([600, 55, 18000]);
    expect(figures('track-field')).toEqual([800, 70, 20000]);
    expect(figures('cricket')).toEqual([350, 75, 20000]);
  });

  it('the other 23 sports have a heading and one paragraph per tab, with headings that vary by sport', () => {
    expect(shortSports).toHaveLength(23);
    for (const s of shortSports) {
      for (const tab of Object.values(s.tabs)) expect(Object.keys(tab!).sort()).toEqual(['body', 'heading']);
    }
    const headingSets = shortSports.map((s) => Object.values(s.tabs).map((t) => t!.heading.replace(s.name, '*')).join('|'));
    expect(new Set(headingSets).size).toBeGreaterThan(4);
  });

  it('softball and rugby say their content is being developed and to check back soon', () => {
    for (const slug of ['softball', 'rugby']) {
      for (const tab of Object.values(getSport(slug)!.tabs)) {
        expect(tab!.body).toMatch(/being developed/);
        expect(tab!.body).toMatch(/check back soon/i);
      }
    }
  });

  it('no sport or event file uses banned wording', () => {
    for (const dir of ['sports', 'events']) {
      for (const f of fs.readdirSync(path.join(process.cwd(), 'data', dir))) {
        const text = fs.readFileSync(path.join(process.cwd(), 'data', dir, f), 'utf8');
        expect({ f, bad: text.match(/coming soon|lorem ipsum|webcam|onlyfans|skits|photoshoot|cosplay/gi) }).toEqual({ f, bad: null });
      }
    }
  });

  it('every image a sport or event names exists under public/', () => {
    const images = [
      ...sports.flatMap((s) => s.tabs.recaps?.recaps?.map((r) => r.image) ?? []),
      ...getSpecialEvents().flatMap((e) => e.tabs.flatMap((t) => [...(t.cruises ?? []), ...(t.packages ?? []), ...(t.venues ?? []), ...(t.parks ?? []), ...(t.ballrooms ?? [])].map((i) => i.image))),
    ];
    expect(images.length).toBeGreaterThan(30);
    for (const img of images) expect({ img, exists: fs.existsSync(path.join(process.cwd(), 'public', img)) }).toEqual({ img, exists: true });
  });

  it('menus get a light list of every sport and event', () => {
    expect(getSportLinks()).toHaveLength(30);
    expect(Object.keys(getSportLinks()[0]).sort()).toEqual(['id', 'name', 'slug']);
    expect(getSpecialEventLinks().map((e) => e.slug)).toEqual(['cruises', 'travel', 'fun-locations', 'parks', 'ballrooms']);
  });
});

describe('special event content (spec §2, §9)', () => {
  const tab = (slug: string, id: string) => getSpecialEvent(slug)!.tabs.find((t) => t.id === id)!;

  it('every event has its five tabs from the spec, each with text', () => {
    const ids = Object.fromEntries(getSpecialEvents().map((e) => [e.slug, e.tabs.map((t) => t.id)]));
    expect(ids).toEqual({
      cruises: ['overview', 'cruises', 'destinations', 'amenities', 'booking'],
      travel: ['overview', 'trips', 'destinations', 'experiences', 'booking'],
      'fun-locations': ['overview', 'venues', 'types', 'gallery', 'booking'],
      parks: ['overview', 'parks', 'activities', 'conservation', 'booking'],
      ballrooms: ['overview', 'ballrooms', 'events', 'amenities', 'booking'],
    });
    for (const e of getSpecialEvents()) for (const t of e.tabs) expect(t.body.length).toBeGreaterThanOrEqual(40);
  });

  it('cruises: three sailings with the spec prices, capacity and bookings', () => {
    const c = tab('cruises', 'cruises').cruises!;
    expect(c.map((x) => [x.durationDays, x.price, x.capacity, x.booked, spotsLeft(x.capacity, x.booked)])).toEqual([
      [7, 1299, 400, 342, 58],
      [10, 1599, 450, 398, 52],
      [14, 2299, 350, 267, 83],
    ]);
    expect(getSpecialEvent('cruises')!.stats.map((s) => s.value)).toEqual(['12', '3', '2,400', '89%']);
  });

  it('travel: three packages with the spec group sizes', () => {
    const p = tab('travel', 'trips').packages!;
    expect(p.map((x) => [x.durationDays, x.price, x.maxGroup, x.booked])).toEqual([
      [12, 2899, 15, 12],
      [14, 3299, 12, 9],
      [10, 2599, 18, 14],
    ]);
    expect(getSpecialEvent('travel')!.stats.map((s) => s.value)).toEqual(['25', '8', '15', '12']);
  });

  it('fun locations, parks and ballrooms carry the spec figures', () => {
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
