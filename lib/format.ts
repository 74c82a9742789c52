const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US');

/** $145,000 for whole amounts; $29.99 when there are cents (or when cents are asked for). */
export function formatUSD(amount: number, opts: { cents?: boolean } = {}): string {
  if (opts.cents || !Number.isInteger(amount)) return usdCents.format(amount);
  return usdWhole.format(amount);
}

/** 28,450 */
export function formatNumber(n: number): string {
  return plain.format(n);
}

/** "March 14, 2024" from an ISO date (date part read as a calendar date, no time-zone drift). */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Cut text at `max` characters and add an ellipsis; shorter text is returned unchanged. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
