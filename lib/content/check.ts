/**
 * The data files' checks as pure functions over file texts: parse each with its collection's schema,
 * keys unique, a folder record's key equal to its file name, plain references naming a record. The
 * build reads data/ from disk through ./read.ts, which uses these; the admin console runs
 * `checkContentFiles` over its drafts, so both give the same message for the same mistake
 * (`data/tickets.json: events.2.sport: unknown sport "golfing" (expected the name of a file in data/sports)`).
 * Browser-safe: no node:fs.
 */
import type { z } from '@/lib/zod';
import { collectionLabel, collections as theTable, type Collection, type Collections } from './collections';
import { assertKeyIsFileName, assertReferences } from './refs';

/** "stats.avgViewership: expected number, received string" for each issue, joined by "; ". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
      return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
    })
    .join('; ');
}

/** Parse JSON text with a schema; every failure names the file and the field path. */
export function parseContent<S extends z.ZodType>(label: string, text: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`${label}: invalid JSON: ${(err as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(`${label}: ${describeIssues(result.error)}`);
  return result.data;
}

/** Throw when two entries share a key: ids and slugs must be unique across a collection. */
export function assertUnique<T>(label: string, items: T[], key: (item: T) => string | number, field: string): void {
  const seen = new Set<string | number>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`${label}: ${field}: duplicate value ${JSON.stringify(k)}`);
    seen.add(k);
  }
}

/** A record's value for a field (its key). */
export function keyValue(record: unknown, name: string): string | number {
  return (record as Record<string, string | number>)[name]!;
}

/** The data files by repository path (`data/tickets.json`, `data/sports/golf.json`) and their text. */
export type ContentFiles = Readonly<Record<string, string>>;

/** The repository paths of a collection's files among `files`, in file-name order. */
export function filesOfCollection(c: Collection, files: ContentFiles): string[] {
  if (c.source.shape !== 'folder') return Object.hasOwn(files, `data/${c.source.file}`) ? [`data/${c.source.file}`] : [];
  const prefix = `data/${c.source.dir}/`;
  return Object.keys(files)
    .filter((p) => p.startsWith(prefix) && p.endsWith('.json') && !p.slice(prefix.length).includes('/'))
    .sort();
}

/** One collection's files parsed and checked alone (schema, keys unique, key = file name); its records, or the problem. */
function readInMemory(c: Collection, files: ContentFiles): { records: unknown[]; values: unknown[] } | { problem: string } {
  try {
    const label = collectionLabel(c);
    if (c.source.shape === 'folder') {
      const read = filesOfCollection(c, files).map((p) => ({ file: p.slice(label.length + 1), value: parseContent(p, files[p]!, c.schema) }));
      const key = c.key;
      if (key) {
        for (const { file, value } of read) assertKeyIsFileName(label, file, String(keyValue(value, key)), key);
        assertUnique(label, read, (f) => keyValue(f.value, key), key);
      }
      return { records: read.map((f) => f.value), values: read.map((f) => f.value) };
    }
    const text = files[label];
    if (text === undefined) throw new Error(`${label}: file not found`);
    const value = parseContent(label, text, c.schema);
    if (c.source.shape === 'single') return { records: [value], values: [value] };
    const list = (value as Record<string, unknown[]>)[c.source.list]!;
    const key = c.key;
    if (key) assertUnique(label, list, (r) => keyValue(r, key), `${c.source.list}.${key}`);
    return { records: list, values: [value] };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every problem the build's first data check (scripts/check-data.ts) would find in these files, in
 * its words: each collection's files against its schema, keys, and plain references. Empty: the
 * files pass. Demo collections are checked too, as the build checks them.
 */
export function checkContentFiles(files: ContentFiles, table: Collections = theTable): string[] {
  const entries = Object.entries(table);
  const read = new Map(entries.map(([name, c]) => [name, readInMemory(c, files)]));
  const keysOf = (target: Collection): ReadonlySet<string | number> => {
    const found = entries.find(([, c]) => c === target);
    const result = found ? read.get(found[0]) : undefined;
    // As the build: a reference into a collection that failed its own check fails with that problem.
    if (result && 'problem' in result) throw new Error(result.problem);
    const key = target.key;
    if (!result || !key) return new Set();
    return new Set(result.records.map((r) => keyValue(r, key)));
  };
  const problems = new Set<string>();
  for (const [name, c] of entries) {
    const result = read.get(name)!;
    if ('problem' in result) {
      problems.add(result.problem);
      continue;
    }
    try {
      const labels = c.source.shape === 'folder' ? filesOfCollection(c, files) : [collectionLabel(c)];
      labels.forEach((label, i) => assertReferences(label, c, result.values[i], keysOf, table));
    } catch (error) {
      problems.add(error instanceof Error ? error.message : String(error));
    }
  }
  return [...problems];
}
