import 'server-only';
import type { Team } from '@/lib/teams/schema';
import { assertTeamRules } from '@/lib/teams/rules';
import { teamsOfSport } from '@/lib/teams/roster';
import { collectionLabel, collections } from './collections';
import { assertCollectionRefs, derivedContent, readCollectionFile } from './read';
import { athleteIndex } from './athletes';

/**
 * Every team (data/teams.json), in file order: validated, ids unique, each sport a file of data/sports,
 * and the roster rules (lib/teams/rules.ts), naming the file and field of a wrong id:
 * `data/teams.json: teams.2.roster.1: unknown athlete "x" (expected an id in data/athletes.json)`.
 */
export function getTeams(): Team[] {
  return derivedContent('teamsChecked', () => {
    const c = collections.teams;
    const file = readCollectionFile(c);
    assertCollectionRefs(c, file);
    assertTeamRules(collectionLabel(c), file.teams, athleteIndex());
    return file.teams;
  });
}

/** One sport's teams, in file order (none for a sport without teams). */
export function getSportTeams(sport: string): Team[] {
  return teamsOfSport(getTeams(), sport);
}
