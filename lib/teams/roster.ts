/** Finding teams: a sport's teams, an athlete's team, a team's page. Pure; the pages and the console call these. */

/** The address of a team's page. */
export function teamHref(id: string): string {
  return `/teams/${id}/`;
}

/** The teams of one sport, in the order given (the file's). */
export function teamsOfSport<T extends { sport: string }>(teams: readonly T[], sport: string): T[] {
  return teams.filter((t) => t.sport === sport);
}

/** The team whose roster lists her, if any (the rules allow one per sport, and she plays one sport). */
export function teamOfAthlete<T extends { roster: readonly string[] }>(teams: readonly T[], athleteId: string): T | undefined {
  return teams.find((t) => t.roster.includes(athleteId));
}

/** The roster with the captain first, the others in the file's order. */
export function rosterCaptainFirst(team: { captain: string; roster: readonly string[] }): string[] {
  return [team.captain, ...team.roster.filter((id) => id !== team.captain)];
}

/** "Austin, Texas, USA". */
export function teamPlace(team: { city: string; state: string; country: string }): string {
  return `${team.city}, ${team.state}, ${team.country}`;
}

/** A team as its card shows it: the record with its captain's name (looked up in the athletes; her id when none has it). */
export type TeamCardView<T extends { captain: string } = { captain: string }> = T & { captainName: string };

export function teamCards<T extends { captain: string }>(teams: readonly T[], athleteNames: ReadonlyMap<string, string>): TeamCardView<T>[] {
  return teams.map((t) => ({ ...t, captainName: athleteNames.get(t.captain) ?? t.captain }));
}
