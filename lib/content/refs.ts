/**
 * References between data files (one record per fact, others point at it by key). Every check
 * throws an error that names the file and the field path, like the schema errors:
 * `data/tickets.json: events.2.sport: unknown sport "golfing" (expected the name of a file in data/sports)`.
 * Pure (no file reading): the build passes the keys it read, the admin console may pass its drafts'.
 */
import { keysWhere, type Collection, type Collections, type Reference } from './collections';

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

/**
 * Every value a reference path reaches in a file, with its field path as errors name it:
 * `events[].sport` over `{ events: [{ sport: 'golf' }] }` -> `[{ at: 'events.0.sport', value: 'golf' }]`.
 * A field left out reaches nothing.
 */
export function valuesAt(root: unknown, path: string): { at: string; value: unknown }[] {
  const out: { at: string; value: unknown }[] = [];
  const walk = (node: unknown, segments: string[], at: string): void => {
    const [segment, ...rest] = segments;
    if (segment === undefined) {
      if (node !== undefined) out.push({ at, value: node });
      return;
    }
    const list = segment.endsWith('[]');
    const name = list ? segment.slice(0, -2) : segment;
    const child = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
    const here = at ? `${at}.${name}` : name;
    if (!list) walk(child, rest, here);
    else if (Array.isArray(child)) child.forEach((item, i) => walk(item, rest, `${here}.${i}`));
  };
  walk(root, path.split('.'), '');
  return out;
}

/** The keys of a collection's records (slugs, ids). */
export type KeysOf = (target: Collection) => ReadonlySet<string | number>;

/**
 * Throw unless every plain reference (`check: 'key'`) of `c` in `value` (its file; one record of a
 * folder) names a record of its target in `table`, or one of its `also` values. `paths` picks some of
 * the references; richer rules check the others.
 */
export function assertReferences(label: string, c: Collection, value: unknown, keysOf: KeysOf, table: Collections, paths?: readonly string[]): void {
  const refs = c.refs.filter((r: Reference) => r.check === 'key' && (!paths || paths.includes(r.path)));
  for (const ref of refs) {
    const found = valuesAt(value, ref.path);
    if (found.length === 0) continue;
    const target = table[ref.to];
    if (!target) throw new Error(`${label}: ${ref.path}: refers to "${ref.to}", which is no collection`);
    const keys = new Set<string | number>([...keysOf(target), ...(ref.also ?? [])]);
    const where = `${keysWhere(target)}${(ref.also ?? []).map((v) => ` or ${JSON.stringify(v)}`).join('')}`;
    for (const { at, value: v } of found) assertRef(label, at, v as string | number, keys, ref.what ?? target.singular, where);
  }
}
