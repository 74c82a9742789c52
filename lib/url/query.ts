/**
 * A query string (`?sport=golf&q=x`) with one parameter set to `value`, or taken out when `value`
 * is null or empty; the other parameters are kept in order. Returns "" when none is left, else the
 * string with its leading "?".
 */
export function withQueryParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value) params.set(name, value);
  else params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : '';
}
