/** @jest-environment node */
import { getSportPageData } from '@/lib/content/sport-page';
import { upcomingItems } from '@/lib/sports/page';
import { countAthletesOf, countNotOver } from '@/lib/sports/figures';
import { endOfDayAnywhere } from '@/lib/time/phase';
import { withFixtureData } from '@/__tests__/fixtures/data-dir';
import { must } from '@/lib/must';

/** Exact figures come from the sample files, not the shipped data/. */
withFixtureData('data-sample');

const page = (slug: string) => must(getSportPageData(slug), `sport ${slug}`);
const upcomingAt = (slug: string, now: number) =>
  countNotOver(
    upcomingItems(page(slug), now).map((i) => i.endMs),
    now,
  );

describe('countAthletesOf', () => {
  it('counts the athlete records that play the sport', () => {
    expect(countAthletesOf('golf', [{ sport: 'golf' }, { sport: 'soccer' }, { sport: 'golf' }])).toBe(2);
    expect(countAthletesOf('darts', [{ sport: 'golf' }])).toBe(0);
  });

  it("is a sport page's Athletes figure: the sample's soccer has four athletes, darts none", () => {
    expect(page('soccer').athleteCount).toBe(4);
    expect(page('cricket').athleteCount).toBe(3);
    expect(page('darts').athleteCount).toBe(0);
  });
});

describe('countNotOver', () => {
  it('counts what ends after now; an event ending exactly now is over', () => {
    expect(countNotOver([100, 200, 300], 200)).toBe(1);
    expect(countNotOver([100, 200, 300], 99)).toBe(3);
    expect(countNotOver([], 0)).toBe(0);
  });

  it("counts a sport's ticketed events, contests and other dates, and falls as each is over", () => {
    // Soccer: a ticketed final (2027-02-20), a contest ending 2027-02-07, dates 2027-03-27 and 2027-04-17.
    const before = Date.UTC(2027, 0, 1);
    expect(upcomingAt('soccer', before)).toBe(4);
    expect(upcomingAt('soccer', endOfDayAnywhere('2027-02-07'))).toBe(3);
    expect(upcomingAt('soccer', endOfDayAnywhere('2027-03-27'))).toBe(1);
    expect(upcomingAt('soccer', endOfDayAnywhere('2027-04-17'))).toBe(0);
    // Cricket: one ticketed event and two dates; golf's only event was in 2025; darts has none.
    expect(upcomingAt('cricket', before)).toBe(3);
    expect(upcomingAt('golf', before)).toBe(0);
    expect(upcomingAt('darts', before)).toBe(0);
  });
});
