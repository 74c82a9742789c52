import { stillToCome } from '@/lib/tickets/upcoming';

describe('upcoming events by the visitor clock', () => {
  it('keeps the events not over, and takes those over off the count', () => {
    expect(stillToCome([100, 200, 300], 10, 900, 50)).toEqual({ toCome: [true, true, true], shown: 3, total: 10 });
    expect(stillToCome([100, 200, 300], 10, 900, 200)).toEqual({ toCome: [false, false, true], shown: 1, total: 8 });
  });

  it('leaves nothing once the last event of the whole list is over, also those the cap left out', () => {
    expect(stillToCome([100, 200, 300], 10, 900, 900)).toEqual({ toCome: [false, false, false], shown: 0, total: 0 });
  });

  it('leaves nothing once every event is over', () => {
    expect(stillToCome([100, 200], 2, 200, 200)).toEqual({ toCome: [false, false], shown: 0, total: 0 });
    expect(stillToCome([], 0, 0, 0)).toEqual({ toCome: [], shown: 0, total: 0 });
  });
});
