/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectionRecords } from '@/lib/admin/content-records';
import { checkSave } from '@/lib/admin/save-record';
import { checkContentFiles } from '@/lib/content/check';
import { assertWinnersHeld } from '@/lib/content/rule-refs';
import { contentFileTexts } from '@/lib/content/file-texts';
import { getLiveData } from '@/lib/content/live';
import { getProducts } from '@/lib/content/products';
import { getSports } from '@/lib/content/sports';
import { getTicketEvents } from '@/lib/content/tickets';
import { getWinners } from '@/lib/content/winners';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import type { JsonObject } from '@/lib/publishing/json-format';
import { must } from '@/lib/must';
import { loadFixtureDir } from '../../fixtures/data-dir';

/*
 * The rule-checked references of the collections table (an athlete on a sport's tab plays it, a recap's
 * article is about the sport, an event's and a sport winner's athletes play its sport, a live contest's
 * contestants play its sport): the console's
 * save refuses a draft breaking one with the message the build's loader gives for the same file.
 * Records are chosen by property from the real data/, never by name.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test breaks records of any shape
type Json = Record<string, any>;
const realData = path.join(process.cwd(), 'data');
const base = contentFileTexts();
const athletes = collectionRecords('athletes', base) as Json[];
const articles = collectionRecords('articles', base) as Json[];
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** An athlete who does not play `sport`. */
const playsOther = (sport: string) =>
  must(
    athletes.find((a) => a.sport !== sport),
    `an athlete who does not play ${sport}`,
  ).id as string;

/** What the build's loader says about data/ with one file written as `text`. */
function buildSays(file: string, text: string, load: () => unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-rules-'));
  made.push(dir);
  fs.cpSync(realData, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  return loadFixtureDir(dir, () => {
    try {
      load();
      return 'the build accepted it';
    } catch (error) {
      return (error as Error).message;
    }
  });
}

/** The console's refusal of a changed record, and the file text it would write. */
function consoleSays(name: 'sports' | 'tickets' | 'winners' | 'live' | 'products', record: Json, key: string): string[] {
  const result = checkSave(name, record as JsonObject, key, base, []);
  return result.ok ? [] : result.problems;
}

describe('a draft breaking a rule-checked reference is refused with the build’s words', () => {
  it('an athlete of another sport on a sport’s athletes tab', () => {
    const sport = must(
      (collectionRecords('sports', base) as Json[]).find((s) => Array.isArray(s.tabs.athletes?.athletes)),
      'a sport page that lists athletes',
    );
    const wrong = playsOther(sport.slug);
    const changed = { ...sport, tabs: { ...sport.tabs, athletes: { ...sport.tabs.athletes, athletes: [...sport.tabs.athletes.athletes, wrong] } } };
    const build = buildSays(`sports/${sport.slug}.json`, JSON.stringify(changed), getSports);
    expect(build).toMatch(new RegExp(`^data/sports/${sport.slug}\\.json: tabs\\.athletes\\.athletes\\.\\d+: athlete "${wrong}" plays `));
    expect(consoleSays('sports', changed, sport.slug)).toEqual([build]);
  });

  it('a recap whose article is about another sport', () => {
    const sport = must(
      (collectionRecords('sports', base) as Json[]).find((s) => s.tabs.recaps?.recaps?.length && articles.some((a) => a.sport !== s.slug)),
      'a sport with recaps',
    );
    const other = must(
      articles.find((a) => a.sport !== sport.slug),
      'an article about another sport',
    );
    const recaps = sport.tabs.recaps.recaps.map((r: Json, i: number) => (i === 0 ? { ...r, articleSlug: other.slug } : r));
    const changed = { ...sport, tabs: { ...sport.tabs, recaps: { ...sport.tabs.recaps, recaps } } };
    const build = buildSays(`sports/${sport.slug}.json`, JSON.stringify(changed), getSports);
    expect(build).toBe(
      `data/sports/${sport.slug}.json: tabs.recaps.recaps.0.articleSlug: article "${other.slug}" is about "${other.sport}", not "${sport.slug}"`,
    );
    expect(consoleSays('sports', changed, sport.slug)).toEqual([build]);
  });

  it('a ticketed event’s athlete who plays another sport', () => {
    const file = JSON.parse(base['data/tickets.json']!) as Json;
    const event = file.events[0];
    const wrong = playsOther(event.sport);
    const changed = { ...event, athletes: [wrong] };
    file.events[0] = changed;
    const build = buildSays('tickets.json', JSON.stringify(file), getTicketEvents);
    expect(build).toBe(
      `data/tickets.json: events.0.athletes.0: athlete "${wrong}" plays ${athletes.find((a) => a.id === wrong)!.sport}, not ${event.sport} (an event's athletes play its sport)`,
    );
    expect(consoleSays('tickets', changed, String(event.id))).toEqual([build]);
  });

  it('a sport’s winner who plays another sport, and a winner category that is no sport', () => {
    const file = JSON.parse(base['data/winners.json']!) as Json;
    const index = file.winners.findIndex((w: Json) => w.category !== SPECIAL_EVENTS_CATEGORY);
    expect(index).toBeGreaterThanOrEqual(0);
    const winner = file.winners[index];
    const wrong = playsOther(winner.category);
    const changed = { ...winner, athletes: [wrong] };
    file.winners[index] = changed;
    const build = buildSays('winners.json', JSON.stringify(file), getWinners);
    expect(build).toMatch(
      new RegExp(`^data/winners\\.json: winners\\.${index}\\.athletes\\.0: athlete "${wrong}" plays .* \\(a sport's winners play that sport\\)$`),
    );
    expect(consoleSays('winners', changed, String(winner.id))).toEqual([build]);

    const noSport = { ...winner, category: 'no-such-sport' };
    file.winners[index] = noSport;
    const buildCategory = buildSays('winners.json', JSON.stringify(file), getWinners);
    expect(buildCategory).toContain(`${index}.category: unknown category "no-such-sport"`);
    expect(consoleSays('winners', noSport, String(winner.id))).toEqual([buildCategory]);
  });

  it('a live contestant who plays another sport than the contest’s', () => {
    const live = JSON.parse(base['data/live.json']!) as Json;
    const names = new Map((collectionRecords('sports', base) as Json[]).map((s) => [s.slug, s.name]));
    const wrong = must(
      athletes.find((a) => names.get(a.sport) !== live.contest.sport),
      'an athlete of another sport than the live contest’s',
    );
    live.contest.contestants[0] = { ...live.contest.contestants[0], id: wrong.id };
    const build = buildSays('live.json', JSON.stringify(live), getLiveData);
    expect(build).toBe(
      `data/live.json: contest.contestants.0.id: athlete "${wrong.id}" plays ${names.get(wrong.sport)}, not ${live.contest.sport} (a contest's contestants play its sport)`,
    );
    expect(consoleSays('live', live, 'live')).toEqual([build]);
  });

  it('a product or a home highlight naming no sport, and a live contest naming a sport by a name no sport has', () => {
    const file = JSON.parse(base['data/products.json']!) as Json;
    const product = file.products[0];
    const changed = { ...product, sport: 'tenis' };
    file.products[0] = changed;
    const build = buildSays('products.json', JSON.stringify(file), getProducts);
    expect(build).toBe('data/products.json: products.0.sport: unknown sport "tenis" (expected the name of a file in data/sports)');
    expect(consoleSays('products', changed, String(product.id))).toEqual([build]);

    // The build's first step (scripts/check-data.ts) runs the console's check over every file.
    const site = JSON.parse(base['data/site.json']!) as Json;
    site.highlights[0].sport = 'not-a-sport';
    expect(checkContentFiles({ ...base, 'data/site.json': JSON.stringify(site) })).toEqual([
      'data/site.json: highlights.0.sport: unknown sport "not-a-sport" (expected the name of a file in data/sports)',
    ]);

    const live = JSON.parse(base['data/live.json']!) as Json;
    live.contest.sport = `${live.contest.sport.slice(0, 3)}x${live.contest.sport.slice(3)}`;
    expect(buildSays('live.json', JSON.stringify(live), getLiveData)).toMatch(/^data\/live\.json: contest\.sport: ".*" is not the name of a sport/);
  });

  it('the shipped data breaks none of them', () => {
    expect(checkContentFiles(base)).toEqual([]);
  });
});

describe('a winner dated after today', () => {
  // A fixed "today": noon UTC on 2026-11-29 (the build's BUILD_TIME, the console's clock).
  const today = Date.UTC(2026, 10, 29, 12);
  const winners = [
    { id: 7, eventDate: '2026-10-03' },
    { id: 8, eventDate: '2026-12-05' },
  ];

  it('is refused, naming the file, the record and the field', () => {
    expect(() => assertWinnersHeld('data/winners.json', winners, today)).toThrow(
      new Error(
        'data/winners.json: winners.1.eventDate: 2026-12-05 is after today (2026-11-29): winner 8 cannot have won yet (fix the date, or add the winner once the event is held)',
      ),
    );
  });

  it('is accepted once its day has begun somewhere on Earth (an editor east of the build)', () => {
    // 2026-11-30 begins at 10:00 UTC on the 29th in UTC+14.
    expect(() => assertWinnersHeld('data/winners.json', [{ id: 9, eventDate: '2026-11-30' }], today)).not.toThrow();
    expect(() => assertWinnersHeld('data/winners.json', [{ id: 9, eventDate: '2026-11-30' }], Date.UTC(2026, 10, 29, 9))).toThrow(
      'winners.0.eventDate: 2026-11-30 is after today (2026-11-29)',
    );
    expect(() => assertWinnersHeld('data/winners.json', [winners[0]!, { id: 9, eventDate: '2026-11-29' }], today)).not.toThrow();
  });

  it('is refused by the console’s check in the same words, against the clock it is given', () => {
    const file = JSON.parse(base['data/winners.json']!) as Json;
    // "Today" the day after the latest winner in data/: a fixed date, whatever the real clock says.
    const latest = (file.winners as Json[])
      .map((w) => w.eventDate as string)
      .sort()
      .at(-1)!;
    const now = Date.parse(`${latest}T12:00:00Z`) + 86_400_000;
    expect(checkContentFiles(base, undefined, now)).toEqual([]);
    file.winners[0].eventDate = '2999-01-01';
    const files = { ...base, 'data/winners.json': JSON.stringify(file) };
    expect(checkContentFiles(files, undefined, now)).toEqual([
      `data/winners.json: winners.0.eventDate: 2999-01-01 is after today (${new Date(now).toISOString().slice(0, 10)}): winner ${file.winners[0].id} cannot have won yet (fix the date, or add the winner once the event is held)`,
    ]);
  });
});
