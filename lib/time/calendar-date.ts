/**
 * Whether "YYYY-MM-DD" names a day that exists in the calendar (2026-02-31 and 2026-13-01 do not),
 * in years 1000-9999.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no zone shifts it).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
