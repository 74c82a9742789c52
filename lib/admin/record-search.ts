/** The fields a record is found by besides its key: what people call it. */
export const TITLE_FIELDS = ['title', 'name', 'question', 'headline'] as const;

/** What a record is called in the console: its title or name, else its key. */
export function recordTitle(record: Record<string, unknown>, key: string): string {
  for (const field of TITLE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return key;
}

/**
 * The rows whose key or title/name holds every word of the query, as plain text (any case; no
 * pattern syntax: "(" or "*" are letters like any other). An empty query keeps every row.
 */
export function searchRecords<R extends { key: string; record: Record<string, unknown> }>(rows: R[], query: string): R[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = [row.key, ...TITLE_FIELDS.map((f) => row.record[f]).filter((v): v is string => typeof v === 'string')].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * A copy of a record under a new key: a numeric id one above the highest, a slug with "-copy"
 * (then "-copy-2", ...) so no record has it yet.
 */
export function duplicateKey(existing: readonly unknown[], key: unknown): string | number {
  if (typeof key === 'number') return Math.max(0, ...existing.filter((k): k is number => typeof k === 'number')) + 1;
  const taken = new Set(existing.map(String));
  let candidate = `${String(key)}-copy`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${String(key)}-copy-${n}`;
  return candidate;
}
