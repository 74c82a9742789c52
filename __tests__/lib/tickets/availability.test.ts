import { availabilityLevel, availabilityText, canBuy, featuredCandidates, pickFeatured, ticketState } from '@/lib/tickets/availability';
import { truncate } from '@/lib/format/en-us';
import { DESCRIPTION_CUT } from '@/lib/tickets/constants';

describe('availability colours', () => {
  it.each([
    ['blue (high) above 50% available', 'high', [251, 500]],
    ['yellow (medium) above 20% up to 50%', 'medium', [250, 101]],
    ['red (low) at 20% or below', 'low', [100, 0]],
  ])('is %s', (_, level, available) => {
    for (const n of available) expect(availabilityLevel(n, 500)).toBe(level);
  });
  it('gives the share in words, not colour alone', () => {
    expect(availabilityText(342, 500)).toBe('68% available (342 of 500 left)');
    expect(availabilityText(1, 2000)).toBe('<1% available (1 of 2,000 left)');
    expect(availabilityText(0, 300)).toBe('Sold out (0 of 300 left)');
  });
});

describe('ticket state by the visitor clock', () => {
  const event = { id: 1, startMs: 10_000, endMs: 20_000 };
  it('is on sale before the start while seats are left, sold out at 0', () => {
    expect(ticketState(event, 3, 9_999)).toBe('on-sale');
    expect(ticketState(event, 0, 9_999)).toBe('sold-out');
    expect(canBuy(ticketState(event, 3, 9_999))).toBe(true);
    expect(canBuy(ticketState(event, 0, 9_999))).toBe(false);
  });
  it('is live during the event and ended after it, seats or not, and cannot be bought', () => {
    expect(ticketState(event, 3, 10_000)).toBe('live');
    expect(ticketState(event, 3, 20_000)).toBe('ended');
    expect(ticketState(event, 0, 25_000)).toBe('ended');
    expect(canBuy('live')).toBe(false);
    expect(canBuy('ended')).toBe(false);
  });
  it('features the marked event until it ends, then the soonest one not ended', () => {
    const events = [
      { id: 1, startMs: 10_000, endMs: 20_000 },
      { id: 2, startMs: 40_000, endMs: 50_000 },
      { id: 3, startMs: 30_000, endMs: 35_000 },
    ];
    expect(pickFeatured(events, 1, 15_000).id).toBe(1);
    expect(pickFeatured(events, 1, 20_000).id).toBe(3);
    expect(pickFeatured(events, 1, 36_000).id).toBe(2);
    expect(pickFeatured(events, 1, 60_000).id).toBe(1);
  });
  it('hands the banner the marked event and the next ones to end after it, which feature as every event would', () => {
    const events = [
      { id: 1, startMs: 10_000, endMs: 20_000 },
      { id: 2, startMs: 40_000, endMs: 50_000 },
      { id: 3, startMs: 30_000, endMs: 35_000 },
      { id: 4, startMs: 1_000, endMs: 5_000 },
      { id: 5, startMs: 60_000, endMs: 70_000 },
    ];
    const few = featuredCandidates(events, 1, 2);
    expect(few.map((e) => e.id)).toEqual([1, 3, 2]);
    for (const now of [15_000, 20_000, 36_000]) expect(pickFeatured(few, 1, now)).toBe(pickFeatured(events, 1, now));
    expect(featuredCandidates(events, 99, 1).map((e) => e.id)).toEqual([1, 3]);
    expect(featuredCandidates([], 1)).toEqual([]);
  });
});

describe('card descriptions', () => {
  it('are cut at 120 characters plus an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(truncate(long, DESCRIPTION_CUT)).toBe(`${'a'.repeat(120)}...`);
    expect(truncate('short', DESCRIPTION_CUT)).toBe('short');
    expect(truncate('b'.repeat(120), DESCRIPTION_CUT)).toBe('b'.repeat(120));
  });
});
