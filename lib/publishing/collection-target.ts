import type { JsonObject, JsonValue } from './json-format';
import { isJsonObject } from './json-format';

/**
 * What publishing needs to know of a content collection (the collections table in lib/content gives it).
 * - `single`: the file is one record (data/site.json).
 * - `object-list`: the records are the list `listKey` of the file's object (data/athletes.json, `athletes`).
 * - `array`: the file is a bare list of records.
 * - `record-per-file`: `file` is a folder and each record is its own file `<file>/<key>.json` (data/sports).
 */
export interface CollectionTarget {
  /** The collection's name, as references name their target. */
  name: string;
  /** Repository path: the file, or the folder for `record-per-file`. */
  file: string;
  /** The field holding a record's key (`slug`, `id`). */
  key: string;
  shape: 'array' | 'object-list' | 'record-per-file' | 'single';
  listKey?: string;
}

/** A record's key as text: `id: 7` and `slug: "golf"` give "7" and "golf". A single record's key is its collection's name. */
export function recordKey(collection: CollectionTarget, record: JsonObject): string {
  if (collection.shape === 'single') return collection.name;
  const value = record[collection.key];
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** The repository path of the file holding a record. */
export function fileOfRecord(collection: CollectionTarget, key: string): string {
  return collection.shape === 'record-per-file' ? `${collection.file.replace(/\/$/, '')}/${key}.json` : collection.file;
}

/** The records of one file's content, in file order (none when the file does not exist). */
export function recordsOf(collection: CollectionTarget, content: JsonValue | null | undefined): JsonObject[] {
  if (content === null || content === undefined) return [];
  if (collection.shape === 'single' || collection.shape === 'record-per-file') return isJsonObject(content) ? [content] : [];
  const list = collection.shape === 'array' ? content : isJsonObject(content) ? content[collection.listKey ?? ''] : undefined;
  return Array.isArray(list) ? list.filter(isJsonObject) : [];
}

/** The same file content with its records replaced (the list for list shapes; the record itself otherwise). */
export function withRecords(collection: CollectionTarget, content: JsonValue | null | undefined, records: JsonObject[]): JsonValue | null {
  if (collection.shape === 'single' || collection.shape === 'record-per-file') return records[0] ?? null;
  if (collection.shape === 'array') return records;
  const listKey = collection.listKey ?? '';
  const base = isJsonObject(content) ? content : {};
  return { ...base, [listKey]: records };
}
