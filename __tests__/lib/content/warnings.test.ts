/** @jest-environment node */
import { endedFeaturedEventWarnings } from '@/lib/content/warnings';

// Fixture events: a Chicago evening event (UTC-5 in October) and one a year later.
const ended = { id: 7, startMs: Date.UTC(2026, 9, 3, 23), endMs: Date.UTC(2026, 9, 4, 2), timeZone: 'America/Chicago' };
const upcoming = { id: 8, startMs: Date.UTC(2027, 9, 3, 23), endMs: Date.UTC(2027, 9, 4, 2), timeZone: 'America/Chicago' };
const today = Date.UTC(2026, 10, 29, 12);

describe('a featured home event that has ended', () => {
  it('is named by the file and field that feature it, with the day it ended at its venue', () => {
    expect(endedFeaturedEventWarnings('data/site.json', [upcoming, ended], today)).toEqual([
      'data/site.json: featuredEvents.1 names event 7, which ended on 2026-10-03; pick an upcoming one',
    ]);
  });

  it('is not warned of while it is upcoming or under way', () => {
    expect(endedFeaturedEventWarnings('data/site.json', [upcoming], today)).toEqual([]);
    expect(endedFeaturedEventWarnings('data/site.json', [ended], Date.UTC(2026, 9, 4, 1))).toEqual([]);
    expect(endedFeaturedEventWarnings('data/site.json', [ended], Date.UTC(2026, 9, 4, 2))).toHaveLength(1);
  });
});
