/** @jest-environment node */
import { sportSchema } from '@/lib/schemas/sport';
import { sportTabsSchema } from '@/lib/schemas/sport-tabs';
import { parseContent } from '@/lib/content/read';
import { getSport } from '@/lib/content/sports';
import { withFixtureData } from '../../fixtures/data-dir';
import { at, must } from '@/lib/must';

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
    at(soccer.tabs.stats!.panels!, 0).title = '';
    expect(() => parseContent('data/sports/soccer.json', JSON.stringify(soccer), sportSchema)).toThrow(
      'data/sports/soccer.json: tabs.stats.panels.0.title: Too small: expected string to have >=1 characters',
    );
  });

  it('asks for athlete ids where an athletes tab writes an athlete out', () => {
    const soccer = structuredClone(getSport('soccer')!) as unknown as { tabs: { athletes: { athletes: unknown[] } } };
    soccer.tabs.athletes.athletes[0] = { name: 'Sofia Martinez', wins: 9, earnings: 62300 };
    expect(() => parseContent('data/sports/soccer.json', JSON.stringify(soccer), sportSchema)).toThrow(
      'data/sports/soccer.json: tabs.athletes.athletes.0: expected an athlete id of data/athletes.json, like "maya-johnson" (the athlete is a record there; other files name her by id)',
    );
  });

  it('rejects an upcoming date that is not a calendar date', () => {
    const soccer = structuredClone(getSport('soccer')!);
    at(soccer.tabs.overview.upcomingEvents!, 0).date = 'next spring';
    expect(() => parseContent('data/sports/soccer.json', JSON.stringify(soccer), sportSchema)).toThrow(/tabs\.overview\.upcomingEvents\.0\.date/);
  });

  it('rejects a stats panel without exactly four figures', () => {
    const soccer = structuredClone(getSport('soccer')!);
    at(soccer.tabs.stats!.panels!, 0).figures.pop();
    expect(at(must(sportSchema.safeParse(soccer).error, 'a validation error').issues, 0).path).toEqual(['tabs', 'stats', 'panels', 0, 'figures']);
  });
});
