import { assertTeamRules, type TeamRefs } from '@/lib/teams/rules';

const athletes = new Map([
  ['ana', { sport: 'soccer' }],
  ['bea', { sport: 'soccer' }],
  ['cat', { sport: 'soccer' }],
  ['dee', { sport: 'tennis' }],
]);
const team = (over: Partial<TeamRefs> = {}): TeamRefs => ({ id: 'reds', sport: 'soccer', captain: 'ana', roster: ['ana', 'bea'], ...over });
const check = (teams: TeamRefs[]) => () => assertTeamRules('data/teams.json', teams, athletes);

describe("a team's captain and roster", () => {
  it('accepts a roster of the sport with its captain on it, and teams of one sport sharing no athlete', () => {
    expect(check([team(), team({ id: 'blues', captain: 'cat', roster: ['cat'] })])).not.toThrow();
  });

  it('names the file and field of a roster id that is no athlete', () => {
    expect(check([team({ roster: ['ana', 'zoe'] })])).toThrow(
      'data/teams.json: teams.0.roster.1: unknown athlete "zoe" (expected an id in data/athletes.json)',
    );
  });

  it('refuses a roster athlete of another sport', () => {
    expect(check([team({ roster: ['ana', 'dee'] })])).toThrow('data/teams.json: teams.0.roster.1: athlete "dee" plays tennis, not soccer');
  });

  it('refuses a captain who is no athlete, plays another sport, or is not on the roster', () => {
    expect(check([team({ captain: 'zoe' })])).toThrow('data/teams.json: teams.0.captain: unknown athlete "zoe"');
    expect(check([team({ captain: 'dee' })])).toThrow('data/teams.json: teams.0.captain: athlete "dee" plays tennis, not soccer');
    expect(check([team({ captain: 'cat' })])).toThrow('data/teams.json: teams.0.captain: athlete "cat" is not on the team\'s roster');
  });

  it('refuses an athlete on two teams of one sport, naming the team she is on', () => {
    expect(check([team(), team({ id: 'blues', captain: 'cat', roster: ['cat', 'bea'] })])).toThrow(
      'data/teams.json: teams.1.roster.1: athlete "bea" is on team "reds" already',
    );
    expect(check([team({ roster: ['ana', 'bea', 'ana'] })])).toThrow(
      'data/teams.json: teams.0.roster.2: athlete "ana" is listed twice, at teams.0.roster.0 and teams.0.roster.2 (remove one)',
    );
  });

  it('refuses a team called "page", the name of the list\'s later pages', () => {
    expect(check([team({ id: 'page' })])).toThrow('data/teams.json: teams.0.id: "page" names the teams list\'s later pages (/teams/page/2/)');
  });
});
