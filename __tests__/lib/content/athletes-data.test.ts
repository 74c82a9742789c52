/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { athleteIndex } from '@/lib/content/athletes';
import { getAthletes, getHomeFeaturedAthletes } from '@/lib/content/athlete-pages';
import { getSportLinks } from '@/lib/content/sports';
import { getSportPageData } from '@/lib/content/sport-page';
import { getTicketEvents } from '@/lib/content/tickets';
import { getWinners } from '@/lib/content/winners';
import { getLiveData } from '@/lib/content/live';
import { getLeagueSamples, getSamples } from '@/lib/content/samples';
import { athleteFigures } from '@/lib/athletes/figures';
import { DEMO_ATHLETE_ID } from '@/lib/admin/sample-data';
import { DEMO_ATHLETE } from '@/lib/accounts/demo';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { at } from '@/lib/must';
import { pictureWillExist } from '../../fixtures/pictures';

/** Rules of the shipped data/: they hold for any valid edit, not for today's athletes only. */
const dataDir = path.join(process.cwd(), 'data');
const index = athleteIndex();
const ids = new Set(index.keys());

describe('shipped data/athletes.json', () => {
  it('has one record per id, every sport a sport file, every portrait a file under public/ or one the build draws', () => {
    expect(ids.size).toBe(JSON.parse(fs.readFileSync(path.join(dataDir, 'athletes.json'), 'utf8')).athletes.length);
    const views = getAthletes();
    for (const a of views) {
      const { src } = a.portrait;
      expect({ id: a.id, src, exists: pictureWillExist(src) }).toEqual({ id: a.id, src, exists: true });
    }
  });
});

describe('every athlete another file names exists, and plays the sport it is listed for', () => {
  it('home page featured athletes', () => {
    for (const a of getHomeFeaturedAthletes()) expect(ids).toContain(a.id);
  });

  it("sport pages' athletes tabs", () => {
    for (const { slug } of getSportLinks()) {
      for (const a of getSportPageData(slug)!.athletes) expect({ slug, athlete: a.id, sport: a.sport }).toEqual({ slug, athlete: a.id, sport: slug });
    }
  });

  it('ticketed events', () => {
    for (const e of getTicketEvents())
      for (const id of e.athletes) expect({ event: e.id, id, sport: index.get(id)?.sport }).toEqual({ event: e.id, id, sport: e.sport });
  });

  it('winners (a special event may have athletes of any sport)', () => {
    for (const w of getWinners()) {
      for (const id of w.athletes) {
        expect(ids).toContain(id);
        if (w.category !== SPECIAL_EVENTS_CATEGORY) expect({ winner: w.id, id, sport: index.get(id)!.sport }).toEqual({ winner: w.id, id, sport: w.category });
      }
    }
  });

  it('live contestants and competitors, with the names and sports of their records', () => {
    const live = getLiveData();
    const names = new Map(getSportLinks().map((s) => [s.slug, s.name]));
    for (const c of [...live.contest.contestants, ...live.event.competitors]) {
      const a = index.get(c.id)!;
      expect({ id: c.id, name: c.name, sport: c.sport }).toEqual({ id: c.id, name: a.name, sport: names.get(a.sport) });
    }
  });

  it('admin samples and the demo athlete', () => {
    const samples = getSamples();
    for (const id of [samples.demoAthlete, ...samples.roster, ...samples.payouts.map((p) => p.athlete)]) expect(ids).toContain(id);
    expect(index.get(samples.demoAthlete)!.history).toBeDefined();
  });
});

describe('figures are derived from the record, never copied', () => {
  const FIGURES = ['earnings', 'totalWinnings', 'totalEarnings', 'eventsWon', 'avgTicketPrice'];
  const names = new Set([...index.values()].map((a) => a.name));

  /** Every object in a JSON value, with its path. */
  function* objects(value: unknown, at: string): Generator<[string, Record<string, unknown>]> {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* objects(v, `${at}.${i}`);
    else if (value && typeof value === 'object') {
      yield [at, value as Record<string, unknown>];
      for (const [k, v] of Object.entries(value)) yield* objects(v, `${at}.${k}`);
    }
  }
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? (e.name === 'schemas' ? [] : files(path.join(dir, e.name))) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : [],
      );

  it('no data file but data/athletes.json carries an athlete’s earnings or wins', () => {
    for (const file of files(dataDir)) {
      if (path.basename(file) === 'athletes.json') continue;
      const rel = path.relative(dataDir, file);
      for (const [at, obj] of objects(JSON.parse(fs.readFileSync(file, 'utf8')), rel)) {
        const copied = FIGURES.filter((k) => k in obj);
        const athleteWins = 'wins' in obj && typeof obj.name === 'string' && names.has(obj.name);
        expect({ at, copied, athleteWins }).toEqual({ at, copied: [], athleteWins: false });
      }
    }
  });

  it('the home page, the admin console and the demo dashboard read the figures of the one record', () => {
    for (const a of getHomeFeaturedAthletes()) expect(a.figures).toEqual(athleteFigures(index.get(a.id)!));
    const samples = getSamples();
    const { roster, payouts } = getLeagueSamples();
    for (const [i, row] of roster.entries()) {
      const f = athleteFigures(index.get(at(samples.roster, i))!);
      expect(row).toMatchObject({
        name: index.get(at(samples.roster, i))!.name,
        totalEarnings: f.earnings,
        eventsWon: f.wins,
        ticketsSold: f.ticketsSold,
        avgTicketPrice: f.avgTicketPrice,
      });
    }
    const demo = athleteFigures(index.get(samples.demoAthlete)!);
    const paid = payouts.filter((p) => p.athleteId === DEMO_ATHLETE_ID).reduce((n, p) => n + p.amount, 0);
    expect(paid).toBe(demo.earnings);
  });

  it('the demo account is the demo athlete’s record', () => {
    const record = index.get(getSamples().demoAthlete)!;
    expect({ name: `${DEMO_ATHLETE.firstName} ${DEMO_ATHLETE.lastName}`, sport: DEMO_ATHLETE.selectedSport }).toEqual({
      name: record.name,
      sport: record.sport,
    });
  });
});
