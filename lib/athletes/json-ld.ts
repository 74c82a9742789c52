import type { AthleteView } from './view';
import { athleteHref } from './links';

/** schema.org Person for an athlete's page: who she is, what she plays, where from, for which league. */
export function athletePersonJsonLd(a: AthleteView, { siteUrl, league }: { siteUrl: string; league: string }): Record<string, unknown> {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: a.name,
    url: absolute(athleteHref(a.id)),
    image: absolute(a.portrait.src),
    gender: 'Female',
    jobTitle: `${a.sportName} ${a.position}`,
    ...(a.achievement ? { description: a.achievement } : {}),
    homeLocation: { '@type': 'Place', name: a.place },
    memberOf: { '@type': 'SportsOrganization', name: league, sport: a.sportName },
  };
}
