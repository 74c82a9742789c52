import type { Team } from './schema';
import { teamHref, teamPlace } from './roster';
import { athleteHref } from '@/lib/athletes/links';

/** schema.org SportsTeam for a team's page: its name, sport, place, league and athletes (schema.org has no captain). */
export function teamJsonLd(
  team: Team,
  { sportName, roster, siteUrl, league }: { sportName: string; roster: readonly { id: string; name: string }[]; siteUrl: string; league: string },
): Record<string, unknown> {
  const person = (a: { id: string; name: string }) => ({ '@type': 'Person', name: a.name, url: `${siteUrl}${athleteHref(a.id)}` });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: team.name,
    url: `${siteUrl}${teamHref(team.id)}`,
    sport: sportName,
    gender: 'Female',
    foundingDate: String(team.founded),
    location: { '@type': 'Place', name: teamPlace(team) },
    memberOf: { '@type': 'SportsOrganization', name: league },
    athlete: roster.map(person),
  };
}
