import { athleteHref, athletesOfSportHref, filterAthletesBySport } from '@/lib/athletes/links';

describe('athlete links and the sport filter', () => {
  const list = [
    { id: 'a', sport: 'golf' },
    { id: 'b', sport: 'tennis' },
    { id: 'c', sport: 'golf' },
  ];
  it('keeps the athletes of the chosen sport, every athlete for "all" or no choice', () => {
    expect(filterAthletesBySport(list, 'golf').map((a) => a.id)).toEqual(['a', 'c']);
    expect(filterAthletesBySport(list, 'all')).toEqual(list);
    expect(filterAthletesBySport(list, null)).toEqual(list);
    expect(filterAthletesBySport(list, 'darts')).toEqual([]);
  });
  it("an athlete's page and a sport's list have one address each", () => {
    expect(athleteHref('maya-johnson')).toBe('/athletes/maya-johnson/');
    expect(athletesOfSportHref('track-field')).toBe('/athletes/?sport=track-field');
  });
});
