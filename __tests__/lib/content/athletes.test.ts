/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { assertAthleteRefs, athleteIndex, type AthleteIndex } from '@/lib/content/athletes';
import { getAthletes } from '@/lib/content/athlete-pages';
import { getSports } from '@/lib/content/sports';
import { getSportPageData } from '@/lib/content/sport-page';
import { getTicketEvents } from '@/lib/content/tickets';
import { getLiveData } from '@/lib/content/live';
import { getSamples } from '@/lib/content/samples';
import { parseContent } from '@/lib/content/read';
import { athletesFileSchema, type AthleteRecord } from '@/lib/schemas/athlete';
import { athleteFigures, averageTicketPrice, historyPayouts, joinNames } from '@/lib/athletes/figures';
import { copyFixtureWith, fixtureDir, loadFixture, loadFixtureDir } from '../../fixtures/data-dir';
import { at } from '@/lib/must';

const record = (id: string, sport: string): AthleteRecord => ({
  id,
  name: id,
  sport,
  position: 'Forward',
  city: 'Portland',
  country: 'USA',
  achievement: 'x',
  rating: 9,
  earnings: 1000,
  wins: 1,
});
const index: AthleteIndex = new Map([
  ['sofia-martinez', record('sofia-martinez', 'soccer')],
  ['anika-sharma', record('anika-sharma', 'cricket')],
]);

describe('athlete references', () => {
  it('accept ids of records, of the sport when one is asked for', () => {
    expect(() => assertAthleteRefs('data/sports/soccer.json', 'tabs.athletes.athletes', ['sofia-martinez'], index, { slug: 'soccer', why: 'w' })).not.toThrow();
    expect(() => assertAthleteRefs('data/winners.json', 'winners.4.athletes', ['sofia-martinez', 'anika-sharma'], index)).not.toThrow();
  });

  it('name the file, the field path and the dangling id', () => {
    expect(() => assertAthleteRefs('data/winners.json', 'winners.0.athletes', ['sofia-martinez', 'sofia'], index)).toThrow(
      'data/winners.json: winners.0.athletes.1: unknown athlete "sofia" (expected an id in data/athletes.json)',
    );
  });

  it("refuse an athlete of another sport where a sport's athletes are listed", () => {
    expect(() =>
      assertAthleteRefs('data/sports/soccer.json', 'tabs.athletes.athletes', ['sofia-martinez', 'anika-sharma'], index, {
        slug: 'soccer',
        why: "a sport page lists that sport's athletes",
      }),
    ).toThrow(`data/sports/soccer.json: tabs.athletes.athletes.1: athlete "anika-sharma" plays cricket, not soccer (a sport page lists that sport's athletes)`);
  });
});

describe('the loaders check athlete references at build (fixture data)', () => {
  it('resolve the athletes a sport page lists, in its order, with their records’ figures', () => {
    const soccer = loadFixture('data-sample', () => getSportPageData('soccer'))!;
    expect(soccer.athletes.map((a) => a.id)).toEqual(soccer.sport.tabs.athletes!.athletes);
    const records = loadFixture('data-sample', athleteIndex);
    for (const a of soccer.athletes) expect(a.figures).toEqual(athleteFigures(records.get(a.id)!));
  });

  it('stop on a sport file that lists a missing athlete, naming file and field', () => {
    expect(() => loadFixture('data-dangling-athlete', getSports)).toThrow(
      'data/sports/soccer.json: tabs.athletes.athletes.1: unknown athlete "grace-adeyemy" (expected an id in data/athletes.json)',
    );
  });

  it("stop on a sport file that lists another sport's athlete", () => {
    const dir = copyFixtureWith('data-sample', 'sports/soccer.json', (raw) => raw.tabs.athletes.athletes.push('anika-sharma'));
    expect(() => loadFixtureDir(dir, getSports)).toThrow('data/sports/soccer.json: tabs.athletes.athletes.3: athlete "anika-sharma" plays cricket, not soccer');
  });

  it('stop on a ticketed event that names a missing athlete or one of another sport', () => {
    const missing = copyFixtureWith('data-sample', 'tickets.json', (raw) => (raw.events[0].athletes[1] = 'lena-parks'));
    expect(() => loadFixtureDir(missing, getTicketEvents)).toThrow(
      'data/tickets.json: events.0.athletes.1: unknown athlete "lena-parks" (expected an id in data/athletes.json)',
    );
    const other = copyFixtureWith('data-sample', 'tickets.json', (raw) => raw.events[0].athletes.push('anika-sharma'));
    expect(() => loadFixtureDir(other, getTicketEvents)).toThrow(
      /^data\/tickets\.json: events\.0\.athletes\.2: athlete "anika-sharma" plays cricket, not soccer/,
    );
  });

  it('name the ticketed events’ athletes from their records', () => {
    const events = loadFixture('data-sample', getTicketEvents);
    const records = loadFixture('data-sample', athleteIndex);
    for (const e of events) expect(e.performers).toEqual(e.athletes.map((id) => records.get(id)!.name));
  });

  it('stop on two athletes with the same id, and on an athlete whose sport is not a sport file', () => {
    const twice = copyFixtureWith('data-sample', 'athletes.json', (raw) => raw.athletes.push({ ...raw.athletes[0] }));
    expect(() => loadFixtureDir(twice, athleteIndex)).toThrow('data/athletes.json: athletes.id: duplicate value "anika-sharma"');
    const sport = copyFixtureWith('data-sample', 'athletes.json', (raw) => (raw.athletes[6].sport = 'crickett'));
    expect(() => loadFixtureDir(sport, getAthletes)).toThrow(
      'data/athletes.json: athletes.6.sport: unknown sport "crickett" (expected the name of a file in data/sports)',
    );
  });
});

describe('live contestants and competitors are athletes by id (fixture data)', () => {
  it('take their names and sports from the records', () => {
    const live = loadFixture('data-sample', getLiveData);
    const records = loadFixture('data-sample', athleteIndex);
    for (const c of [...live.contest.contestants, ...live.event.competitors]) expect(c.name).toBe(records.get(c.id)!.name);
    expect(live.event.competitors.map((c) => c.sport)).toContain('Cricket');
  });

  it('stop on a missing athlete, and on a contestant who does not play the contest’s sport', () => {
    const missing = copyFixtureWith('data-sample', 'live.json', (raw) => (raw.event.competitors[1].id = 'anika'));
    expect(() => loadFixtureDir(missing, getLiveData)).toThrow(
      'data/live.json: event.competitors.1.id: unknown athlete "anika" (expected an id in data/athletes.json)',
    );
    const other = copyFixtureWith('data-sample', 'live.json', (raw) => (raw.contest.contestants[1].id = 'anika-sharma'));
    expect(() => loadFixtureDir(other, getLiveData)).toThrow('data/live.json: contest.contestants.1.id: athlete "anika-sharma" plays Cricket, not Soccer');
  });
});

describe('samples (admin console, demo athlete) name athletes by id (fixture data)', () => {
  it('load with every reference resolved', () => {
    expect(loadFixture('data-sample', getSamples).roster).toContain('ingrid-larsen');
  });

  it('stop on a roster id that is no athlete, naming file and field', () => {
    const dir = copyFixtureWith('data-sample', 'samples.json', (raw) => raw.roster.push('sofia'));
    expect(() => loadFixtureDir(dir, getSamples)).toThrow('data/samples.json: roster.3: unknown athlete "sofia" (expected an id in data/athletes.json)');
  });

  it('stop on a payout to someone off the roster or to the demo athlete, and on a demo athlete without a history', () => {
    const off = copyFixtureWith('data-sample', 'samples.json', (raw) => (raw.payouts[0].athlete = 'zara-ahmed'));
    expect(() => loadFixtureDir(off, getSamples)).toThrow(
      'data/samples.json: payouts.0.athlete: unknown roster athlete "zara-ahmed" (expected an athlete id listed in roster)',
    );
    const demo = copyFixtureWith('data-sample', 'samples.json', (raw) => (raw.payouts[0].athlete = 'ingrid-larsen'));
    expect(() => loadFixtureDir(demo, getSamples)).toThrow(
      'data/samples.json: payouts.0.athlete: "ingrid-larsen" is the demo athlete; her payouts come from her history in data/athletes.json',
    );
    const plain = copyFixtureWith('data-sample', 'samples.json', (raw) => (raw.demoAthlete = 'sofia-martinez'));
    expect(() => loadFixtureDir(plain, getSamples)).toThrow('data/samples.json: demoAthlete: athlete "sofia-martinez" has no history in data/athletes.json');
  });
});

describe('athletes.json schema', () => {
  const raw = () => JSON.parse(fs.readFileSync(path.join(fixtureDir('data-sample'), 'athletes.json'), 'utf8'));
  const history = {
    results: [
      { id: 'a', title: 'A', sport: 'soccer', date: '2026-06-01', won: true, prize: 5000, payout: 'completed' },
      { id: 'b', title: 'B', sport: 'soccer', date: '2026-07-01', won: false, prize: 0 },
      { id: 'c', title: 'C', sport: 'soccer', date: '2026-08-01', won: true, prize: 2500, payout: 'pending' },
    ],
    ticketSales: [
      { id: 'a', event: 'A', date: '2026-06-01', ticketsSold: 100, pricePerTicket: 80 },
      { id: 'c', event: 'C', date: '2026-08-01', ticketsSold: 50, pricePerTicket: 95 },
    ],
  };

  it('takes figures as totals, or computes them from a history', () => {
    const file = raw();
    const { earnings: _e, wins: _w, ...rest } = file.athletes[0];
    void _e;
    void _w;
    file.athletes[0] = { ...rest, history };
    const { athletes } = parseContent('data/athletes.json', JSON.stringify(file), athletesFileSchema);
    const [withHistory, withTotals] = [at(athletes, 0), at(athletes, 1)];
    expect(athleteFigures(withHistory)).toEqual({ earnings: 7500, wins: 2, ticketsSold: 150, avgTicketPrice: 85 });
    expect(athleteFigures(withTotals)).toEqual({ earnings: withTotals.earnings, wins: withTotals.wins, ticketsSold: 0, avgTicketPrice: 0 });
    expect(historyPayouts(withHistory.history!, 'u1').map((p) => [p.id, p.amount, p.status])).toEqual([
      ['p_c', 2500, 'pending'],
      ['p_a', 5000, 'completed'],
    ]);
  });

  it('refuses totals written beside a history (one record per figure), and a record without either', () => {
    const both = raw();
    both.athletes[1].history = history;
    expect(() => parseContent('data/athletes.json', JSON.stringify(both), athletesFileSchema)).toThrow(
      /athletes\.1\.earnings: computed from history; remove it/,
    );
    const neither = raw();
    delete neither.athletes[0].wins;
    expect(() => parseContent('data/athletes.json', JSON.stringify(neither), athletesFileSchema)).toThrow(
      /athletes\.0\.wins: required \(or give a history to compute it from\)/,
    );
  });

  it('refuses prize money without a payout status, and a portrait without alt text', () => {
    const file = raw();
    file.athletes[1] = {
      ...file.athletes[1],
      earnings: undefined,
      wins: undefined,
      history: { ...history, results: [{ ...history.results[0], payout: undefined }] },
    };
    expect(() => parseContent('data/athletes.json', JSON.stringify(file), athletesFileSchema)).toThrow(/athletes\.1\.history\.results\.0\.payout: /);
    const portrait = raw();
    portrait.athletes[0].image = '/images/athletes/x.svg';
    delete portrait.athletes[0].alt;
    expect(() => parseContent('data/athletes.json', JSON.stringify(portrait), athletesFileSchema)).toThrow(
      /athletes\.0\.alt: a portrait needs both image and alt/,
    );
  });
});

describe('figures and names', () => {
  it('average ticket price is revenue over tickets, to the dollar, and 0 with no sales', () => {
    expect(
      averageTicketPrice([
        { ticketsSold: 3, pricePerTicket: 10 },
        { ticketsSold: 1, pricePerTicket: 13 },
      ]),
    ).toBe(11);
    expect(averageTicketPrice([])).toBe(0);
  });

  it('joins names as a phrase', () => {
    expect(joinNames(['Maya Johnson'])).toBe('Maya Johnson');
    expect(joinNames(['Elena Petrova', 'Grace Kim'])).toBe('Elena Petrova and Grace Kim');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
