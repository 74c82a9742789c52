import fs from 'node:fs';
import { getSportTeams, getTeams } from '@/lib/content/teams';
import { getTeamPageData } from '@/lib/content/team-page';
import { getSports } from '@/lib/content/sports';
import { readCollection } from '@/lib/content/read';
import { collections } from '@/lib/content/collections';
import { copyFixtureWith, loadFixtureDir, withFixtureData } from '../../fixtures/data-dir';

/** The build's team loaders on the sample files (__tests__/fixtures/data-sample). */
describe('teams of the sample files', () => {
  withFixtureData('data-sample');

  it("reads a sport's teams in file order, none for a sport without", () => {
    expect(getSportTeams('soccer').map((t) => t.id)).toEqual(['la-galaxy-stars', 'portland-thorns-united']);
    expect(getSportTeams('golf')).toEqual([]);
  });

  it("gives a team's page its sport, its roster captain first, and only its sport's events", () => {
    const data = getTeamPageData('la-galaxy-stars')!;
    expect(data.sport).toEqual({ slug: 'soccer', name: 'Soccer' });
    expect(data.roster.map((a) => a.id)).toEqual(['sofia-martinez', 'lena-park']);
    expect(data.events.every((e) => e.sport === 'soccer')).toBe(true);
    expect(getTeamPageData('no-such-team')).toBeUndefined();
  });
});

describe('a wrong id in data/teams.json stops the build, naming the file and field', () => {
  const refused = (change: (raw: { teams: Record<string, unknown>[] }) => void, load: () => unknown, message: string | RegExp) => {
    const dir = copyFixtureWith('data-sample', 'teams.json', change);
    try {
      expect(() => loadFixtureDir(dir, load)).toThrow(message);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('an unknown sport, at the first data check', () => {
    refused(
      (raw) => (raw.teams[1]!.sport = 'curling'),
      () => readCollection(collections.teams),
      'data/teams.json: teams.1.sport: unknown sport "curling" (expected the name of a file in data/sports)',
    );
  });

  it('an unknown captain or a roster athlete of another sport, in the loader', () => {
    refused((raw) => (raw.teams[0]!.captain = 'sofia'), getTeams, 'data/teams.json: teams.0.captain: unknown athlete "sofia"');
    refused(
      (raw) => (raw.teams[0]!.roster = ['sofia-martinez', 'anika-sharma']),
      getTeams,
      /teams\.0\.roster\.1: athlete "anika-sharma" plays cricket, not soccer/,
    );
  });

  it('a sport file that still holds teams, with where they go now', () => {
    const dir = copyFixtureWith('data-sample', 'sports/soccer.json', (raw) => (raw.tabs.teams.teams = [{ name: 'Old' }]));
    try {
      expect(() => loadFixtureDir(dir, getSports)).toThrow(/data\/sports\/soccer\.json: tabs\.teams\.teams: teams are records of data\/teams\.json now/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
