/**
 * data/teams.json's rules, the references the collections table marks `assertTeamRules`: every
 * roster athlete exists and plays the team's sport, the captain is on the roster, no athlete is
 * on two teams of one sport, and no team is called "page" (the list's later pages are /teams/page/N/). Pure and browser-safe: the build's loader (lib/content/teams.ts) passes
 * the athletes it read, the admin console its drafts', so both refuse a mistake in the same words
 * (`data/teams.json: teams.3.captain: athlete "x" is not on the team's roster (...)`).
 */
import { assertAthleteRefs, athleteKeys, type AthleteIndex } from '@/lib/content/rule-refs';
import { assertRef } from '@/lib/content/refs';
import { collections, keysWhere } from '@/lib/content/collections';

/** What the rules read of a team. */
export interface TeamRefs {
  id: string;
  sport: string;
  captain: string;
  roster: readonly string[];
}

export function assertTeamRules(label: string, teams: readonly TeamRefs[], athletes: AthleteIndex): void {
  // athlete id + sport -> the team that first listed her.
  const placed = new Map<string, string>();
  teams.forEach((team, i) => {
    const at = `teams.${i}`;
    if (team.id === 'page') throw new Error(`${label}: ${at}.id: "page" names the teams list's later pages (/teams/page/2/); give the team another id`);
    assertAthleteRefs(label, `${at}.roster`, team.roster, athletes, { slug: team.sport, why: "a team's athletes play its sport" });
    team.roster.forEach((id, j) => {
      // Listed twice on this team is refused above, by the athlete-list rule.
      const other = placed.get(`${team.sport} ${id}`);
      if (other) throw new Error(`${label}: ${at}.roster.${j}: athlete "${id}" is on team "${other}" already (an athlete plays for one team of a sport)`);
      placed.set(`${team.sport} ${id}`, team.id);
    });
    assertRef(label, `${at}.captain`, team.captain, athleteKeys(athletes), 'athlete', keysWhere(collections.athletes));
    const captain = athletes.get(team.captain)!;
    if (captain.sport !== team.sport) {
      throw new Error(`${label}: ${at}.captain: athlete "${team.captain}" plays ${captain.sport}, not ${team.sport} (a team's captain plays its sport)`);
    }
    if (!team.roster.includes(team.captain)) {
      throw new Error(`${label}: ${at}.captain: athlete "${team.captain}" is not on the team's roster (add her id to ${at}.roster)`);
    }
  });
}
