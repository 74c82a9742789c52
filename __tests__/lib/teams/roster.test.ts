import { rosterCaptainFirst, teamCards, teamHref, teamOfAthlete, teamPlace, teamsOfSport } from '@/lib/teams/roster';

const teams = [
  { id: 'reds', sport: 'soccer', captain: 'bea', roster: ['ana', 'bea'] },
  { id: 'aces', sport: 'tennis', captain: 'dee', roster: ['dee'] },
  { id: 'blues', sport: 'soccer', captain: 'cat', roster: ['cat'] },
];

describe('finding teams', () => {
  it("lists a sport's teams in file order, none for a sport without", () => {
    expect(teamsOfSport(teams, 'soccer').map((t) => t.id)).toEqual(['reds', 'blues']);
    expect(teamsOfSport(teams, 'golf')).toEqual([]);
  });

  it("finds an athlete's team by its roster, none for an athlete on no team", () => {
    expect(teamOfAthlete(teams, 'ana')?.id).toBe('reds');
    expect(teamOfAthlete(teams, 'zoe')).toBeUndefined();
  });

  it('puts the captain first on the roster, the others in file order', () => {
    expect(rosterCaptainFirst({ captain: 'bea', roster: ['ana', 'bea', 'cat'] })).toEqual(['bea', 'ana', 'cat']);
  });

  it("names each card's captain from the athletes, her id when no athlete has it", () => {
    expect(teamCards(teams.slice(0, 2), new Map([['bea', 'Bea Ray']])).map((t) => t.captainName)).toEqual(['Bea Ray', 'dee']);
  });

  it("gives a team's address and place", () => {
    expect(teamHref('reds')).toBe('/teams/reds/');
    expect(teamPlace({ city: 'Austin', state: 'Texas', country: 'USA' })).toBe('Austin, Texas, USA');
  });
});
