/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, athleteName, syntheticLeague, targetCounts, PER_FACTOR } from '@/scripts/lib/synthetic-league.mjs';
import { addSyntheticLeague, readLeague } from '@/scripts/lib/add-synthetic-league.mjs';
import { fixtureDir, loadFixtureDir } from '../fixtures/data-dir';
import { collections } from '@/lib/content/collections';
import { readCollection } from '@/lib/content/read';
import { getSports } from '@/lib/content/sports';
import { getSportPageData } from '@/lib/content/sport-page';
import { assertAthleteSports, athleteIndex } from '@/lib/content/athletes';
import { getTicketEvents } from '@/lib/content/tickets';
import { getArticles } from '@/lib/content/articles';
import { getTeams } from '@/lib/content/teams';
import { getAthletePageData } from '@/lib/content/athlete-page';
import { recordPageParams } from '@/lib/content/record-pages';

const TODAY = '2026-05-10';

function sampleCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-synthetic-'));
  fs.cpSync(fixtureDir('data-sample'), dir, { recursive: true });
  // data-week: the files data-sample lacks (winners, partners, ...), which athlete pages read.
  fs.cpSync(fixtureDir('data-week'), dir, { recursive: true });
  return dir;
}

describe('synthetic league', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('counts 300 sports, 3,000 events, 10,000 athletes, 3,000 articles and 5,000 teams at 100 times today', () => {
    expect(targetCounts(100)).toEqual({ sports: 300, athletes: 10000, events: 3000, articles: 3000, teams: 5000 });
    expect(targetCounts(1)).toEqual(PER_FACTOR);
  });

  it('gives 10,000 athletes 10,000 different names', () => {
    const names = Array.from({ length: 10000 }, (_, i) => athleteName(i));
    expect(new Set(names).size).toBe(10000);
  });

  it('adds records that pass every schema and reference check of the build, keeping the real ones', () => {
    const dir = sampleCopy();
    dirs.push(dir);
    const before = readLeague(dir);
    const counts = addSyntheticLeague(dir, 4, TODAY);
    expect(counts).toEqual(targetCounts(4));
    const after = readLeague(dir);
    // The real records are still there, unchanged, first.
    for (const name of Object.keys(before) as (keyof typeof before)[]) {
      expect(after[name].length).toBe(targetCounts(4)[name]);
      for (const record of before[name]) expect(after[name]).toContainEqual(record);
    }

    loadFixtureDir(dir, () => {
      // check-data on the collections it fills: each parsed with its schema, keys unique, references resolved.
      for (const c of [collections.sports, collections.tickets, collections.athletes, collections.articles, collections.teams]) {
        expect(() => readCollection(c)).not.toThrow();
      }
      // Every team's roster plays its sport, its captain is on it, and no athlete is on two teams of a sport.
      expect(getTeams()).toHaveLength(200);
      expect(recordPageParams('/teams/[id]/')).toHaveLength(200);
      // The richer rules the build checks as it renders (an event's athletes play its sport, ...).
      assertAthleteSports();
      const sports = getSports();
      expect(sports).toHaveLength(12);
      for (const s of sports) expect(getSportPageData(s.slug)).toBeDefined();
      const events = getTicketEvents();
      expect(events).toHaveLength(120);
      const athletes = athleteIndex();
      for (const e of events) for (const id of e.athletes) expect(athletes.get(id)?.sport).toBe(e.sport);
      // Dates on both sides of today, so the lists have past and coming events.
      const dates = events.map((e) => e.date);
      expect(dates.some((d) => d < TODAY)).toBe(true);
      expect(dates.some((d) => d > addDays(TODAY, 30))).toBe(true);
      const articles = getArticles();
      expect(new Set(articles.map((a) => a.slug)).size).toBe(120);
      expect(articles.filter((a) => a.slug.endsWith('-synthetic')).every((a) => a.date < TODAY)).toBe(true);
      // Every record page has its page (ids and slugs are unique).
      expect(recordPageParams('/athletes/[id]/')).toHaveLength(400);
      expect(recordPageParams('/recap-news/[slug]/')).toHaveLength(120);
      // A synthetic athlete named in a synthetic article has it on her page.
      const named = articles.find((a) => a.slug.endsWith('-synthetic') && a.tags.length === 3)!;
      const athlete = [...athletes.values()].find((a) => a.name === named.tags[2])!;
      expect(getAthletePageData(athlete.id)?.articles.map((a) => a.slug)).toContain(named.slug);
    });
  });

  it("adds nothing at today's size or below, and is the same league on every run", () => {
    const dir = sampleCopy();
    dirs.push(dir);
    const before = readLeague(dir);
    addSyntheticLeague(dir, 1, TODAY);
    expect(readLeague(dir)).toEqual(before);
    const a = syntheticLeague(before, targetCounts(2), { today: TODAY });
    const b = syntheticLeague(before, targetCounts(2), { today: TODAY });
    expect(a).toEqual(b);
    expect(a.athletes.length).toBe(200 - before.athletes.length);
  });
});
