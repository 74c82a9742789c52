/**
 * References between data files (one record per fact, others point at it by key). Every check
 * throws an error that names the file and the field path, like the schema errors:
 * `data/tickets.json: events.2.sport: unknown sport "golfing" (expected the name of a file in data/sports)`.
 */
import 'server-only';

/** Throw unless `value` is one of `keys`. `what` names the kind of record, `where` where they live. */
export function assertRef(
  label: string,
  field: string,
  value: string | number,
  keys: ReadonlySet<string | number> | readonly (string | number)[],
  what: string,
  where: string,
): void {
  const has = Array.isArray(keys) ? keys.includes(value) : (keys as ReadonlySet<string | number>).has(value);
  if (!has) throw new Error(`${label}: ${field}: unknown ${what} ${JSON.stringify(value)} (expected ${where})`);
}

/** Throw unless each file's key (e.g. a sport's slug) equals its file name without `.json`. */
export function assertKeyIsFileName(label: string, file: string, key: string, field: string): void {
  const base = file.replace(/\.json$/, '');
  if (base !== key) throw new Error(`${label}/${file}: ${field}: "${key}" must equal the file name ("${base}")`);
}
