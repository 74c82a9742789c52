/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContentFiles, type ContentFiles } from '@/lib/content/check';
import { collections, type Collection } from '@/lib/content/collections';
import { collectionFileTexts } from '@/lib/content/file-texts';
import { readCollection } from '@/lib/content/read';
import { getHomeFeaturedEvents } from '@/lib/content/tickets';
import { loadFixtureDir } from '../../fixtures/data-dir';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test breaks files of any shape
type Json = Record<string, any>;
const table = collections as Record<string, Collection>;
const realData = path.join(process.cwd(), 'data');
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Every collection's file texts in a data folder, by repository path. */
function textsOf(dir: string): Record<string, string> {
  return loadFixtureDir(dir, () => Object.assign({}, ...Object.values(table).map(collectionFileTexts)));
}

/** What the build's first data check (scripts/check-data.ts) says about a data folder. */
function buildProblems(dir: string): string[] {
  return loadFixtureDir(dir, () => {
    const found = new Set<string>();
    for (const c of Object.values(table)) {
      try {
        readCollection(c);
      } catch (error) {
        found.add((error as Error).message);
      }
    }
    return [...found];
  });
}

/** A copy of data/ with one file's parsed JSON changed. */
function brokenCopy(file: string, change: (json: Json) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-check-'));
  made.push(dir);
  fs.cpSync(realData, dir, { recursive: true });
  const p = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(p, 'utf8'));
  change(json);
  fs.writeFileSync(p, `${JSON.stringify(json, null, 2)}\n`);
  return dir;
}

const firstSportFile = fs
  .readdirSync(path.join(realData, 'sports'))
  .filter((f) => f.endsWith('.json'))
  .sort()[0]!;

describe('checkContentFiles: the build’s data check over file texts', () => {
  it('finds nothing wrong in the shipped data', () => {
    expect(checkContentFiles(textsOf(realData))).toEqual([]);
  });

  const breakages: [string, string, (json: Json) => void][] = [
    ['a wrong type in a sport file', `sports/${firstSportFile}`, (j) => (j.stats.avgViewership = 'many')],
    ['a sport file whose slug is not its file name', `sports/${firstSportFile}`, (j) => (j.slug = `${j.slug}-x`)],
    ['an unknown sport on a ticketed event', 'tickets.json', (j) => (j.events[0].sport = 'no-such-sport')],
    ['two athletes with one id', 'athletes.json', (j) => (j.athletes[1].id = j.athletes[0].id)],
    ['a featured event that is no ticketed event', 'site.json', (j) => (j.featuredEvents = ['no-such-event'])],
    ['a featured sport that is no sport', 'site.json', (j) => (j.featuredSports = ['no-such-sport'])],
    ['a VIP price below the general price', 'tickets.json', (j) => (j.events[0].vipPrice = j.events[0].ticketPrice - 1)],
    ['a file that is not JSON', 'products.json', () => undefined],
  ];

  it.each(breakages)('gives the build’s own words for %s', (_what, file, change) => {
    const dir = brokenCopy(file, change);
    if (file === 'products.json') fs.writeFileSync(path.join(dir, file), '{ "products": [');
    const build = buildProblems(dir);
    expect(build.length).toBeGreaterThan(0);
    expect(build.some((message) => message.startsWith(`data/${file}`))).toBe(true);
    expect(checkContentFiles(textsOf(dir)).sort()).toEqual(build.sort());
  });

  it('refuses an athlete listed twice on an event in the words the build uses', () => {
    const athletes = JSON.parse(fs.readFileSync(path.join(realData, 'athletes.json'), 'utf8')).athletes as Json[];
    let named = '';
    const dir = brokenCopy('tickets.json', (j) => {
      const event = j.events[0];
      named = athletes.find((a) => a.sport === event.sport)?.id ?? '';
      event.athletes = [named, named];
    });
    expect(named).not.toBe(''); // an athlete of the first event’s sport
    expect(checkContentFiles(textsOf(dir))).toContain(
      `data/tickets.json: events.0.athletes.1: athlete "${named}" is listed twice, at events.0.athletes.0 and events.0.athletes.1 (remove one)`,
    );
  });

  it('the build’s first step lists every broken reference at once, the rule-checked ones too, within seconds', () => {
    const dir = brokenCopy('tickets.json', (j) => (j.events[0].athletes = ['nobody-here']));
    const teams = path.join(dir, 'teams.json');
    const json = JSON.parse(fs.readFileSync(teams, 'utf8'));
    json.teams[0].captain = 'nobody-either';
    fs.writeFileSync(teams, JSON.stringify(json));
    const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/check-data.ts'], {
      env: { ...process.env, WAL_DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The data files have 2 problems');
    expect(run.stderr).toContain('- data/tickets.json: events.0.athletes.0: unknown athlete "nobody-here" (expected an id in data/athletes.json)');
    expect(run.stderr).toContain('- data/teams.json: teams.0.captain: unknown athlete "nobody-either" (expected an id in data/athletes.json)');
  });

  it('the build’s first step refuses a winner dated after the build’s today, by file, record and field', () => {
    let id = 0;
    let latest = '';
    const dir = brokenCopy('winners.json', (j) => {
      latest = (j.winners as Json[])
        .map((w) => w.eventDate as string)
        .sort()
        .at(-1)!;
      j.winners[0].eventDate = '2999-01-01';
      id = j.winners[0].id;
    });
    // The build's today (BUILD_TIME, which next.config.ts sets for a build): the day after the latest winner in data/.
    const now = Date.parse(`${latest}T12:00:00Z`) + 86_400_000;
    const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/check-data.ts'], {
      env: { ...process.env, WAL_DATA_DIR: dir, NEXT_PUBLIC_BUILD_TIME: String(now) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `- data/winners.json: winners.0.eventDate: 2999-01-01 is after today (${new Date(now).toISOString().slice(0, 10)}): winner ${id} cannot have won yet (fix the date, or add the winner once the event is held)`,
    );
  });

  it('the build’s first step warns of a featured home event that has ended, and still passes', () => {
    const first = loadFixtureDir(realData, getHomeFeaturedEvents)[0]!;
    // The build's today: just after the first featured event in data/ ends (a date from the data, not the clock).
    const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/check-data.ts'], {
      env: { ...process.env, NEXT_PUBLIC_BUILD_TIME: String(first.endMs + 1) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      new RegExp(`^Warning: data/site\\.json: featuredEvents\\.0 names event ${first.id}, which ended on \\d{4}-\\d{2}-\\d{2}; pick an upcoming one$`, 'm'),
    );
  });

  it('reports a file the collection needs that is missing', () => {
    const files: ContentFiles = Object.fromEntries(Object.entries(textsOf(realData)).filter(([p]) => p !== 'data/careers.json'));
    expect(checkContentFiles(files)).toContain('data/careers.json: file not found');
  });
});
