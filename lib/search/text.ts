/**
 * Plain-text search shared by every list on the site. The query is never turned into a RegExp:
 * "(" or a 5,000-character paste is just text. Case-insensitive, surrounding space ignored.
 */
export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase('en-US');
}

/** True when the (normalized) query is empty or appears in any of the fields. */
export function matchesQuery(normalized: string, fields: readonly (string | undefined | null)[]): boolean {
  if (normalized === '') return true;
  return fields.some((f) => typeof f === 'string' && f.toLocaleLowerCase('en-US').includes(normalized));
}

/** Case-insensitive equality for category filters ("all" and "" mean no filter). */
export function sameCategory(selected: string, value: string): boolean {
  const s = selected.trim().toLowerCase();
  return s === '' || s === 'all' || s === value.trim().toLowerCase();
}
