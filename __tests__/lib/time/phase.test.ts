import { endOfDayAnywhere, eventPhase, startOfDayAnywhere } from '@/lib/time/phase';

describe('eventPhase', () => {
  const start = Date.UTC(2027, 1, 20, 17);
  const end = start + 3 * 3600_000;

  it('is upcoming until the start', () => {
    expect(eventPhase(start, end, start - 1)).toBe('upcoming');
  });

  it('is live from the start until the end', () => {
    expect(eventPhase(start, end, start)).toBe('live');
    expect(eventPhase(start, end, end - 1)).toBe('live');
  });

  it('is ended from the end on', () => {
    expect(eventPhase(start, end, end)).toBe('ended');
    expect(eventPhase(start, end, end + 86_400_000)).toBe('ended');
  });
});

describe('endOfDayAnywhere', () => {
  it('is noon UTC of the next day (midnight in UTC-12)', () => {
    expect(new Date(endOfDayAnywhere('2027-01-16')).toISOString()).toBe('2027-01-17T12:00:00.000Z');
  });
});

describe('startOfDayAnywhere', () => {
  it('is 10:00 UTC of the day before (midnight in UTC+14)', () => {
    expect(new Date(startOfDayAnywhere('2027-01-16')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('leaves 50 hours between a day beginning and ending somewhere on Earth', () => {
    expect(endOfDayAnywhere('2027-03-01') - startOfDayAnywhere('2027-03-01')).toBe(50 * 3_600_000);
  });
});
