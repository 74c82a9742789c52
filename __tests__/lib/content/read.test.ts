/** @jest-environment node */
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { clearContentCache, parseContent } from '@/lib/content/read';
import { getSports, getSport, getSportLinks } from '@/lib/content/sports';
import { getSpecialEvents } from '@/lib/content/special-events';
import { getSite } from '@/lib/content/site';
import { sportSchema } from '@/lib/schemas/sport';
import { checkContentFiles } from '@/lib/content/check';
import { collections } from '@/lib/content/collections';

const fixtures = path.join(__dirname, '..', '..', 'fixtures');

function useDataDir(dir: string) {
  process.env.WAL_DATA_DIR = dir;
  clearContentCache();
}

afterEach(() => {
  delete process.env.WAL_DATA_DIR;
  clearContentCache();
});

describe('content loaders', () => {
  it('loads good fixture files, sorted by id', () => {
    useDataDir(path.join(fixtures, 'data-good'));
    expect(getSports().map((s) => s.slug)).toEqual(['soccer', 'golf']);
    expect(getSport('golf')?.stats.totalPrizePool).toBe(120000);
    expect(getSportLinks()).toEqual([
      { id: 3, slug: 'soccer', name: 'Soccer' },
      { id: 13, slug: 'golf', name: 'Golf' },
    ]);
    expect(getSpecialEvents().map((e) => e.slug)).toEqual(['parks']);
    expect(getSite().shortName).toBe('WAL');
  });

  it('names the file and the field path when a value has the wrong type', () => {
    useDataDir(path.join(fixtures, 'data-bad'));
    expect(() => getSports()).toThrow('data/sports/golf.json: stats.avgViewership: expected number, received string');
  });

  it('names the file when the JSON itself is broken', () => {
    expect(() => parseContent('data/sports/x.json', '{ "id": 1,', sportSchema)).toThrow(
      'data/sports/x.json: not valid JSON at line 1, column 11: Expected double-quoted property name (line 1: { "id": 1,)',
    );
  });

  it('refuses a sport file whose slug is not its file name, and two sports with the same id', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-'));
    fs.mkdirSync(path.join(dir, 'sports'));
    const golf = fs.readFileSync(path.join(fixtures, 'data-good', 'sports', 'golf.json'), 'utf8');
    fs.writeFileSync(path.join(dir, 'sports', 'golfing.json'), golf);
    useDataDir(dir);
    expect(() => getSports()).toThrow('data/sports/golfing.json: slug: "golf" must equal the file name ("golfing")');

    fs.rmSync(path.join(dir, 'sports', 'golfing.json'));
    fs.writeFileSync(path.join(dir, 'sports', 'golf.json'), golf);
    fs.writeFileSync(path.join(dir, 'sports', 'putting.json'), golf.replace('"slug": "golf"', '"slug": "putting"'));
    clearContentCache();
    expect(() => getSports()).toThrow('data/sports/putting.json: id: duplicate value 13 (data/sports/golf.json has it too)');
    // The console's check over the same files says the same.
    const files = { 'data/sports/golf.json': golf, 'data/sports/putting.json': golf.replace('"slug": "golf"', '"slug": "putting"') };
    expect(checkContentFiles(files, { sports: collections.sports })).toEqual([
      'data/sports/putting.json: id: duplicate value 13 (data/sports/golf.json has it too)',
    ]);
  });

  it('the shipped data loads, every sport sorted by id', () => {
    const sports = getSports();
    expect(sports.length).toBeGreaterThan(0);
    const ids = sports.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(getSportLinks().map((l) => l.slug)).toEqual(sports.map((s) => s.slug));
    expect(getSpecialEvents().length).toBeGreaterThan(0);
  });

  it('reads the figures of sample sport files copied from the shipped content', () => {
    useDataDir(path.join(fixtures, 'data-sample'));
    expect(getSport('soccer')?.stats).toEqual({ totalPrizePool: 145000, avgViewership: 28450 });
    expect(getSport('golf')?.stats).toEqual({ totalPrizePool: 120000, avgViewership: 15670 });
    expect(getSpecialEvents().map((e) => e.slug)).toEqual(['cruises', 'travel', 'fun-locations', 'parks', 'ballrooms']);
  });
});
