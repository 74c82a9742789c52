// en-US formatting by arithmetic, not Intl: building Intl formatters costs tens of milliseconds on
// a phone when a page starts, and every price and figure on the site is en-US and USD. A unit test
// holds these functions to Intl's output.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Round half away from zero at `digits` decimals, on the number's shortest decimal form (as Intl does). */
function roundTo(abs: number, digits: number): string {
  const rounded = Number(`${Math.round(Number(`${abs}e${digits}`))}e-${digits}`);
  return rounded.toFixed(digits);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Digits with thousands separators; `minFraction`..`maxFraction` decimals. */
function decimal(n: number, minFraction: number, maxFraction: number): string {
  const [whole = '', fraction = ''] = roundTo(Math.abs(n), maxFraction).split('.');
  let f = fraction;
  while (f.length > minFraction && f.endsWith('0')) f = f.slice(0, -1);
  return `${groupThousands(whole)}${f ? `.${f}` : ''}`;
}

const sign = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

/** $145,000 for whole amounts; $29.99 when there are cents (or when cents are asked for). */
export function formatUSD(amount: number, opts: { cents?: boolean } = {}): string {
  const text = opts.cents || !Number.isInteger(amount) ? decimal(amount, 2, 2) : decimal(amount, 0, 0);
  return `${sign(amount)}$${text}`;
}

/** 28,450 (up to three decimals, like Intl's default). */
export function formatNumber(n: number): string {
  return `${sign(n)}${decimal(n, 0, 3)}`;
}

/** "March 14, 2024" from an ISO date (date part read as a calendar date, no time-zone drift). */
export function formatDate(iso: string): string {
  const [y = NaN, m = NaN, d = NaN] = iso.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * "Nov 28, 2026, 9:11 PM CST": an instant in the visitor's own time zone, named (a receipt may be
 * printed or emailed, so its time says which clock it is on).
 */
export function formatDateTimeWithZone(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
}

/** "December 2026" from a year-month (2026-12) or an ISO date. */
export function formatMonth(iso: string): string {
  const [y = NaN, m = NaN] = iso.slice(0, 7).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, 1));
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Cut text at `max` characters and add an ellipsis; shorter text is returned unchanged. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** "3 hours", "1 hour", "2 hours 30 minutes", "45 minutes": a length of time given in hours, to the minute. */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (h && m) return `${part(h, 'hour')} ${part(m, 'minute')}`;
  return h ? part(h, 'hour') : part(m, 'minute');
}
