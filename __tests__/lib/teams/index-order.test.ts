import { bySportOrder, sportGroups, sportTeamsHref } from '@/lib/teams/index-order';

const t = (id: string, sport: string) => ({ id, sport });

describe('the teams list', () => {
  it('groups the teams by sport in the sports’ order, keeping each sport’s teams in the file’s order; an unknown sport goes last', () => {
    const teams = [t('a', 'tennis'), t('b', 'soccer'), t('c', 'curling'), t('d', 'tennis'), t('e', 'soccer')];
    expect(bySportOrder(teams, ['soccer', 'tennis']).map((x) => x.id)).toEqual(['b', 'e', 'a', 'd', 'c']);
  });

  it('cuts a page into runs of one sport, the first "continued" when the page before ended in that sport', () => {
    const page = [t('b', 'soccer'), t('e', 'soccer'), t('a', 'tennis')];
    expect(sportGroups(page, t('x', 'soccer'))).toEqual([
      { sport: 'soccer', continued: true, teams: [page[0], page[1]] },
      { sport: 'tennis', continued: false, teams: [page[2]] },
    ]);
    expect(sportGroups(page, null)[0]!.continued).toBe(false);
    expect(sportGroups([], null)).toEqual([]);
  });

  it("says where a sport's teams start in the list: the page of its first team, at its heading", () => {
    const ordered = [...Array.from({ length: 12 }, (_, i) => t(`a${i}`, 'archery')), t('s1', 'soccer'), t('s2', 'soccer')];
    expect(sportTeamsHref(ordered, 'archery')).toBe('/teams/#teams-archery');
    expect(sportTeamsHref(ordered, 'soccer')).toBe('/teams/page/2/#teams-soccer');
    expect(sportTeamsHref(ordered, 'golf')).toBe('/teams/');
  });
});
