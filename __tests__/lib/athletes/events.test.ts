import { upcomingEventsOf } from '@/lib/athletes/events';

const H = 3_600_000;
const event = (id: number, athletes: string[], startMs: number) => ({ id, athletes, startMs, endMs: startMs + 2 * H });

describe("an athlete's upcoming ticketed events", () => {
  const now = 1_000 * H;
  const events = [event(1, ['maya', 'lena'], now + 48 * H), event(2, ['maya'], now + 5 * H), event(3, ['lena'], now + 5 * H), event(4, ['maya'], now - 10 * H)];

  it('lists the events naming her that have not ended, soonest first', () => {
    expect(upcomingEventsOf(events, 'maya', now).map((e) => e.id)).toEqual([2, 1]);
  });

  it('keeps an event that is live (started, not ended) and drops it once it ends', () => {
    const live = [event(5, ['maya'], now - H)];
    expect(upcomingEventsOf(live, 'maya', now)).toHaveLength(1);
    expect(upcomingEventsOf(live, 'maya', now + H)).toHaveLength(0);
  });

  it('an athlete named by no event has none', () => {
    expect(upcomingEventsOf(events, 'nobody', now)).toEqual([]);
  });
});
