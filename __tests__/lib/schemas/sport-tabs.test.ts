/** @jest-environment node */
import { sportSchema } from '@/lib/schemas/sport';
import { sportTabsSchema } from '@/lib/schemas/sport-tabs';
import { parseContent } from '@/lib/content/read';
import { getSport } from '@/lib/content/sports';
import { withFixtureData } from '../../fixtures/data-dir';

/** Figures of particular sports and events come from sample files, not the shipped data/. */
withFixtureData('data-sample');

const text = { heading: 'Heading', body: 'One paragraph.' };

describe('sport tabs schema', () => {
  it('accepts the short text form (heading + body) for every tab', () => {
    const all = { overview: text, athletes: text, teams: text, schedule: text, stats: text, recaps: text, tickets: text };
    expect(sportTabsSchema.parse(all)).toEqual(all);
  });

  it('needs an overview; the other tabs are optional', () => {
    expect(sportTabsSchema.safeParse({ athletes: text }).success).toBe(false);
    expect(sportTabsSchema.safeParse({ overview: text }).success).toBe(true);
  });

  it('accepts the full content of the seven-tab sports', () => {
    const soccer = getSport('soccer')!;
    expect(sportSchema.parse(soccer)).toEqual(soccer);
  });

  it('names the file and the field path of a bad value', () => {
    const soccer = structuredClone(getSport('soccer')!);
    soccer.tabs.stats!.panels![0].title = '';
    expect(() => parseContent('data/sports/soccer.json', JSON.stringify(soccer), sportSchema)).toThrow(
      'data/sports/soccer.json: tabs.stats.panels.0.title: Too small: expected string to have >=1 characters',
    );
  });

  it('rejects an upcoming date that is not a calendar date', () => {
    const soccer = structuredClone(getSport('soccer')!);
    soccer.tabs.overview.upcomingEvents![0].date = 'next spring';
    expect(() => parseContent('data/sports/soccer.json', JSON.stringify(soccer), sportSchema)).toThrow(/tabs\.overview\.upcomingEvents\.0\.date/);
  });

  it('rejects a stats panel without exactly four figures', () => {
    const soccer = structuredClone(getSport('soccer')!);
    soccer.tabs.stats!.panels![0].figures.pop();
    expect(sportSchema.safeParse(soccer).error?.issues[0].path).toEqual(['tabs', 'stats', 'panels', 0, 'figures']);
  });
});
