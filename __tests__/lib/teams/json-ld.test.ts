import { teamJsonLd } from '@/lib/teams/json-ld';
import type { Team } from '@/lib/teams/schema';

const team: Team = {
  id: 'austin-blaze',
  sport: 'flag-football',
  name: 'Austin Blaze',
  city: 'Austin',
  state: 'Texas',
  country: 'USA',
  wins: 9,
  losses: 1,
  championships: 2,
  founded: 2019,
  colors: ['Orange', 'Black'],
  captain: 'maya-johnson',
  roster: ['maya-johnson'],
};

describe('a team page JSON-LD', () => {
  it('is a SportsTeam with its sport, place, league and athletes at their pages', () => {
    const ld = teamJsonLd(team, {
      sportName: 'Flag Football',
      roster: [{ id: 'maya-johnson', name: 'Maya Johnson' }],
      siteUrl: 'https://x.org',
      league: 'WAL',
    });
    expect(ld).toMatchObject({
      '@type': 'SportsTeam',
      name: 'Austin Blaze',
      url: 'https://x.org/teams/austin-blaze/',
      sport: 'Flag Football',
      foundingDate: '2019',
      location: { '@type': 'Place', name: 'Austin, Texas, USA' },
      memberOf: { '@type': 'SportsOrganization', name: 'WAL' },
      athlete: [{ '@type': 'Person', name: 'Maya Johnson', url: 'https://x.org/athletes/maya-johnson/' }],
    });
  });
});
