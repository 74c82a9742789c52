import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { assertUnique, assertUniqueFiles, keyValue, parseContent } from './check';
import { collectionLabel, collections as theTable, uniqueFields, type Collection, type Collections, type CollectionSource } from './collections';
import { assertKeyIsFileName, assertReferences } from './refs';

/** Where content lives. Tests point this at fixture folders. */
export function dataDir(): string {
  return process.env.WAL_DATA_DIR ?? path.join(process.cwd(), 'data');
}

export { describeIssues, parseContent, assertUnique } from './check';

const cache = new Map<string, unknown>();

/** Read and validate one file under data/ (cached); loaders read through the table's entries below. */
function readContent<S extends z.ZodType>(relPath: string, schema: S): z.output<S> {
  const file = path.join(dataDir(), relPath);
  const key = `${file}`;
  if (cache.has(key)) return cache.get(key) as z.output<S>;
  const label = `data/${relPath}`;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${label}: file not found`);
  }
  const value = parseContent(label, text, schema);
  cache.set(key, value);
  return value;
}

/**
 * A value worked out from the content (an index, the events with their labels), computed once and
 * forgotten with the files it came from (clearContentCache). A build renders one page per record:
 * without this, each of 10,000 athlete pages would rebuild every athlete's and event's view.
 * Callers get the same value each time: return a copy of a mutable array to the pages.
 */
export function derivedContent<T>(name: string, compute: () => T): T {
  const key = `derived:${dataDir()}:${name}`;
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}

/** Read and validate every *.json file in a folder under data/, in file-name order, with its file name. */
function readContentFiles<S extends z.ZodType>(relDir: string, schema: S): { file: string; value: z.output<S> }[] {
  const dir = path.join(dataDir(), relDir);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((file) => ({ file, value: readContent(`${relDir}/${file}`, schema) }));
}

/** A collection held in one file (a list under a key, or one record). */
export type FileCollection = Collection & { source: Exclude<CollectionSource, { shape: 'folder' }> };
/** A collection of one record per file. */
export type FolderCollection = Collection & { source: Extract<CollectionSource, { shape: 'folder' }> };
type Out<C extends Collection> = z.output<C['schema']>;

const readThroughTable = new Set<string>();

/** For tests: the collections (by label, `data/tickets.json`) read through the table since the cache was cleared. */
export function collectionsRead(): string[] {
  return [...readThroughTable];
}

/**
 * A collection's file, validated, its records' keys unique (`data/tickets.json: events.id: duplicate value 3`).
 * References are the loader's to check (assertCollectionRefs), when its pages need them.
 */
export function readCollectionFile<C extends FileCollection>(c: C): Out<C> {
  readThroughTable.add(collectionLabel(c));
  const value = readContent(c.source.file, c.schema) as Out<C>;
  if (c.source.shape === 'list') {
    const { list } = c.source;
    // Checked once per read of the file: a build asks for the file once per page.
    derivedContent(`unique:${collectionLabel(c)}`, () => {
      for (const field of uniqueFields(c))
        assertUnique(collectionLabel(c), (value as Record<string, unknown[]>)[list]!, (r) => keyValue(r, field), `${list}.${field}`);
    });
  }
  return value;
}

/**
 * A folder collection's files, validated, in file-name order: each record's key equal to its file
 * name (`data/sports/golfing.json: slug: "golf" must equal the file name ("golfing")`), it and the
 * table's `unique` fields unique (`data/sports/putting.json: id: duplicate value 13 (data/sports/golf.json has it too)`).
 */
export function readCollectionFolder<C extends FolderCollection>(c: C): { file: string; value: Out<C> }[] {
  const label = collectionLabel(c);
  readThroughTable.add(label);
  // Listed and checked once per read of the files (a build asks once per page), a fresh array each call.
  const files = derivedContent(`folder:${label}`, () => {
    const read = readContentFiles(c.source.dir, c.schema) as { file: string; value: Out<C> }[];
    const key = c.key;
    if (key) for (const { file, value } of read) assertKeyIsFileName(label, file, String(keyValue(value, key)), key);
    for (const field of uniqueFields(c)) assertUniqueFiles(label, read, field);
    return read;
  });
  return [...files];
}

/** One record file of a folder collection, by its key: data/pages/terms.json. */
export function readCollectionFolderFile<C extends FolderCollection>(c: C, key: string): Out<C> {
  readThroughTable.add(collectionLabel(c));
  return readContent(`${c.source.dir}/${key}.json`, c.schema) as Out<C>;
}

/** Every record of a collection: a folder's files, a list's entries, a single file. */
export function collectionRecords(c: Collection): unknown[] {
  if (c.source.shape === 'folder') return readCollectionFolder(c as FolderCollection).map((f) => f.value);
  const value = readCollectionFile(c as FileCollection);
  return c.source.shape === 'list' ? (value as Record<string, unknown[]>)[c.source.list]! : [value];
}

/** The keys of a collection's records, for checking references to it. */
export function collectionKeys(c: Collection): ReadonlySet<string | number> {
  const key = c.key;
  if (!key) return new Set();
  return derivedContent(`keys:${collectionLabel(c)}`, () => new Set(collectionRecords(c).map((r) => keyValue(r, key))));
}

/**
 * Throw unless each plain reference of `c` in `value` (its file; one record's file for a folder, then
 * `label` names it) names a record of its target collection: every reference, or those at `paths`.
 */
export function assertCollectionRefs(c: Collection, value: unknown, options: { label?: string; paths?: readonly string[]; table?: Collections } = {}): void {
  assertReferences(options.label ?? collectionLabel(c), c, value, collectionKeys, options.table ?? theTable, options.paths);
}

/**
 * A collection read by the table alone: its files validated, keys unique, every plain reference checked
 * (against `table`). What a new collection's loader starts from.
 */
export function readCollection(c: Collection, table: Collections = theTable): unknown[] {
  if (c.source.shape === 'folder') {
    const files = readCollectionFolder(c as FolderCollection);
    for (const { file, value } of files) assertCollectionRefs(c, value, { label: `${collectionLabel(c)}/${file}`, table });
    return files.map((f) => f.value);
  }
  const value = readCollectionFile(c as FileCollection);
  assertCollectionRefs(c, value, { table });
  return collectionRecords(c);
}

/**
 * A folder of records keyed by slug (data/sports, data/events): every file validated, each slug equal
 * to its file name and unique, sorted by id then slug. `files` keeps each record with its file name,
 * for the folder's own checks.
 */
export function readSlugFolder<C extends FolderCollection & { schema: z.ZodType<{ id: number; slug: string }> }>(
  c: C,
): { files: { file: string; value: Out<C> }[]; records: Out<C>[] } {
  const files = readCollectionFolder(c);
  const records = files.map((f) => f.value).sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
  return { files, records };
}

/** The light link menus and forms ship for a record: id, slug, name. */
export function linkOf({ id, slug, name }: { id: number; slug: string; name: string }): { id: number; slug: string; name: string } {
  return { id, slug, name };
}

/** For tests: forget what was read. */
export function clearContentCache(): void {
  cache.clear();
  readThroughTable.clear();
}
