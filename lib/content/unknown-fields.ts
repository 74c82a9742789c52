/**
 * Fields a record's schema does not have. zod drops a key it does not know, so a misspelt field
 * ("featurd") would be published and do nothing; the build (./check.ts parseContent) and the admin
 * console's JSON box refuse it instead, by this one comparison of what was typed with the schema's
 * reading of it. Pure and browser-safe.
 */
import type { z } from '@/lib/zod';

/** The path (keys and list indexes) of every key of `input` that the schema's reading (`parsed`) dropped. */
export function unknownFieldPaths(input: unknown, parsed: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof input !== 'object' || input === null || typeof parsed !== 'object' || parsed === null) return [];
  const out: (string | number)[][] = [];
  for (const [key, item] of Object.entries(input)) {
    const at = [...path, Array.isArray(input) ? Number(key) : key];
    if (!(key in parsed)) out.push(at);
    else out.push(...unknownFieldPaths(item, (parsed as Record<string, unknown>)[key], at));
  }
  return out;
}

/**
 * The fields of `input` that its schema dropped: every key present in the typed record (at any depth)
 * but absent from the schema's reading of it (`parsed`), as dotted paths. Lists are compared item by item.
 */
export function unknownFields(input: unknown, parsed: unknown): string[] {
  return unknownFieldPaths(input, parsed).map((p) => p.join('.'));
}

/** The schema a wrapper (optional, default, a pipe's input, a lazy one...) stands for. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if ('innerType' in def) s = def.innerType as z.ZodType;
    else if (def.type === 'pipe') s = def.in as z.ZodType;
    else if (def.type === 'lazy') s = (def.getter as () => z.ZodType)();
    else break;
  }
  return s;
}

/** The field names the object schema at `path` (keys and list indexes) has, or none when it cannot tell. */
export function fieldsAt(schema: z.ZodType, path: readonly (string | number)[]): string[] {
  let s: z.ZodType | undefined = schema;
  for (const segment of path) {
    const def = unwrap(s)._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') s = (def.shape as Record<string, z.ZodType>)[segment];
    else if (def.type === 'array') s = def.element as z.ZodType;
    else if (def.type === 'record') s = def.valueType as z.ZodType;
    else s = undefined;
    if (!s) return [];
  }
  const def = unwrap(s)._zod.def as unknown as Record<string, unknown> & { type: string };
  return def.type === 'object' ? Object.keys(def.shape as object) : [];
}

/** Edits (insert, delete, change, swap two neighbours) that turn `a` into `b`, ignoring case. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[x.length]![y.length]!;
}

/** The known name a misspelt one is closest to ("featurd" -> "featured"), if one is close: a slip or two, up to a third of it. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  const allowed = Math.max(1, Math.floor(Math.max(name.length, best?.name.length ?? 0) / 3));
  return best && best.distance <= allowed ? best.name : undefined;
}

/**
 * Each field of a file's `raw` JSON that its schema does not have, in the build's words: where it
 * sits, its name, the record it is in (a list's record by its id or slug) and the field it was
 * probably meant to be: `winners.3: unknown field "featurd" in the record with id 7 (did you mean "featured"?)`.
 */
export function describeUnknownFields(schema: z.ZodType, raw: unknown, parsed: unknown): string[] {
  return unknownFieldPaths(raw, parsed).map((path) => {
    const key = String(path[path.length - 1]);
    const parent = path.slice(0, -1);
    const where = parent.length ? parent.join('.') : '(root)';
    const [list, index] = path;
    const record =
      typeof index === 'number' && parent.length >= 2 ? ((raw as Record<string, unknown[]>)[list as string]?.[index] as Record<string, unknown>) : undefined;
    const recordKey = record && (['id', 'slug'] as const).find((k) => typeof record[k] === 'string' || typeof record[k] === 'number');
    const inRecord = recordKey ? ` in the record with ${recordKey} ${JSON.stringify(record![recordKey])}` : '';
    const near = closestName(key, fieldsAt(schema, parent));
    return `${where}: unknown field ${JSON.stringify(key)}${inRecord}${near ? ` (did you mean ${JSON.stringify(near)}?)` : ''}`;
  });
}
