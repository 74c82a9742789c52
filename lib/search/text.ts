/**
 * Plain-text search shared by every list on the site. The query is never turned into a RegExp:
 * "(" or a 5,000-character paste is just text. Case-insensitive, surrounding space ignored.
 */
export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase('en-US');
}

/**
 * True when the (normalized) query is empty or each of its words appears in one of the fields, in
 * any order ("empire hoodie" finds "Empire Fan Hoodie"; a phrase found before is still found).
 */
export function matchesQuery(normalized: string, fields: readonly (string | undefined | null)[]): boolean {
  if (normalized === '') return true;
  const texts = fields.filter((f): f is string => typeof f === 'string').map((f) => f.toLocaleLowerCase('en-US'));
  return normalized.split(/\s+/).every((word) => texts.some((t) => t.includes(word)));
}

/** Case-insensitive equality for category filters ("all" and "" mean no filter). */
export function sameCategory(selected: string, value: string): boolean {
  const s = selected.trim().toLowerCase();
  return s === '' || s === 'all' || s === value.trim().toLowerCase();
}
