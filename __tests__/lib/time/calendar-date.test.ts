import { isoDateSchema } from '@/lib/schemas/common';
import { isCalendarDate } from '@/lib/time/calendar-date';

describe('isCalendarDate', () => {
  it('accepts days that exist, leap days in leap years included', () => {
    for (const day of ['2026-03-14', '2026-01-31', '2026-12-31', '2028-02-29', '2000-02-29', '1999-04-30']) expect(isCalendarDate(day)).toBe(true);
  });

  it('refuses days that do not exist', () => {
    for (const day of ['2026-02-31', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-45', '2026-00-10', '2026-01-00', '0000-00-00', '0999-01-01'])
      expect(isCalendarDate(day)).toBe(false);
  });

  it('refuses text that is not YYYY-MM-DD', () => {
    for (const text of ['2026-3-14', '14/03/2026', '2026-03-14T10:00', ' 2026-03-14', '']) expect(isCalendarDate(text)).toBe(false);
  });
});

describe('isoDateSchema', () => {
  it('names the problem once: the shape, or a day the calendar lacks', () => {
    const shape = isoDateSchema.safeParse('March 14');
    expect(shape.success).toBe(false);
    expect(shape.error?.issues.map((i) => i.message)).toEqual(['expected a date like 2026-03-14']);
    const missing = isoDateSchema.safeParse('2026-02-31');
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['expected a day that exists in the calendar, like 2026-03-14']);
    expect(isoDateSchema.parse('2026-02-28')).toBe('2026-02-28');
  });
});
