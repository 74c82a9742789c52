/** @jest-environment node */
import { getFeedSports, getScheduledSports, getScheduleSportLinks, getSportScheduleLinks } from '@/lib/content/schedule';
import { getFeaturedSportLinks } from '@/lib/content/sports';

// On the real data/: what the records imply, for any valid content.
describe("a sport schedule page's sport links", () => {
  const featured = new Set(getFeaturedSportLinks().map((s) => s.slug));
  const scheduled = new Set(getScheduledSports().map((s) => s.slug));
  const order = getFeedSports().map((s) => s.slug);

  it.each(getFeedSports().map((s) => [s.slug]))('%s: itself and the featured sports with anything scheduled, in the sports’ order', (slug) => {
    const links = getSportScheduleLinks(slug).map((s) => s.slug);
    expect(links).toContain(slug);
    expect(links.filter((s) => s !== slug)).toEqual(order.filter((s) => s !== slug && featured.has(s) && scheduled.has(s)));
    expect(links).toEqual([...links].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    // Bounded like the menus: never every sport of a league larger than its featured ones.
    expect(links.length).toBeLessThanOrEqual(featured.size + 1);
  });
});

describe("the league schedule's sport links", () => {
  const featured = new Set(getFeaturedSportLinks().map((s) => s.slug));
  const scheduled = getScheduledSports().map((s) => s.slug);

  it('shows the featured sports with anything scheduled and folds every other scheduled sport under More, each once, in the sports’ order', () => {
    const links = getScheduleSportLinks();
    const shown = links.featured.map((s) => s.slug);
    const more = links.more.map((s) => s.slug);
    expect(shown).toEqual(scheduled.filter((s) => featured.has(s)));
    expect(more).toEqual(scheduled.filter((s) => !featured.has(s)));
    expect(shown.length).toBeLessThanOrEqual(featured.size);
  });
});
