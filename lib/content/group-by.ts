/**
 * An index of records by key, built once so that a page per record looks its own up instead of
 * scanning every record (10,000 athlete pages x 3,000 events at 100 times today's league). Each record
 * goes under every key `keys` gives it (once per key, even if given twice); each group keeps the
 * records' order. Pure: the loaders memoize it with derivedContent.
 */
export function groupBy<T, K>(records: readonly T[], keys: (record: T) => readonly K[]): ReadonlyMap<K, readonly T[]> {
  const groups = new Map<K, T[]>();
  for (const record of records) {
    for (const key of new Set(keys(record))) {
      const group = groups.get(key);
      if (group) group.push(record);
      else groups.set(key, [record]);
    }
  }
  return groups;
}
