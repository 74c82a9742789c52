/** The address of an athlete's page. */
export function athleteHref(id: string): string {
  return `/athletes/${id}/`;
}

/** The /athletes/ list filtered to one sport, as a shareable address. */
export function athletesOfSportHref(sport: string): string {
  return `/athletes/?sport=${encodeURIComponent(sport)}`;
}

/** The athletes of one sport ("all": every one), in the order given. */
export function filterAthletesBySport<A extends { sport: string }>(athletes: readonly A[], sport: string | null): A[] {
  return sport && sport !== 'all' ? athletes.filter((a) => a.sport === sport) : [...athletes];
}
