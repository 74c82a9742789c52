import type { z } from '@/lib/zod';
import { checkContentFiles, type ContentFiles } from '@/lib/content/check';
import { collections, type Collection, type CollectionName, type Collections } from '@/lib/content/collections';
import { recordKey, recordsOf } from '@/lib/publishing/collection-target';
import type { ChangeSet, Draft } from '@/lib/publishing/drafts';
import { isJsonObject, type JsonObject } from '@/lib/publishing/json-format';
import { checkDelete, type DeleteCheck, type ReferencingCollection } from '@/lib/publishing/references';
import { EDITABLE_COLLECTIONS, targetOf } from '@/lib/publishing/table-targets';

/** The schema of one record of a collection: a list's element; a folder's or a single file's whole schema. */
export function recordSchemaOf(name: CollectionName): z.ZodType {
  const c: Collection = collections[name];
  if (c.source.shape !== 'list') return c.schema;
  const shape = (c.schema as unknown as { shape: Record<string, { element: z.ZodType }> }).shape;
  return shape[c.source.list]!.element;
}

function parse(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A collection's records in these files, in file order (a folder's in file-name order). */
export function collectionRecords(name: CollectionName, files: ContentFiles): JsonObject[] {
  const target = targetOf(name);
  if (target.shape !== 'record-per-file') return recordsOf(target, parse(files[target.file]) as never);
  const prefix = `${target.file}/`;
  return Object.keys(files)
    .filter((path) => path.startsWith(prefix) && path.endsWith('.json') && !path.slice(prefix.length).includes('/'))
    .sort()
    .map((path) => parse(files[path]))
    .filter(isJsonObject);
}

export type RecordStatus = 'added' | 'changed' | 'deleted';

export interface RecordRow {
  key: string;
  /** The record as the drafts leave it (a deleted one as it was). */
  record: JsonObject;
  status?: RecordStatus;
}

const STATUS: Record<Draft['kind'], RecordStatus> = { add: 'added', change: 'changed', delete: 'deleted' };

/** The drafts of one collection by record key. */
export function draftsOf(changes: ChangeSet, name: CollectionName): Map<string, Draft> {
  return new Map(changes.filter((entry) => entry.collection.name === name).flatMap((entry) => entry.drafts.map((d) => [d.key, d] as const)));
}

/**
 * The list the console shows: the records as the drafts leave them, each marked added or changed,
 * and the deleted ones (from the base files) marked deleted in their old place.
 */
export function recordRows(name: CollectionName, base: ContentFiles, drafted: ContentFiles, changes: ChangeSet): RecordRow[] {
  const target = targetOf(name);
  const drafts = draftsOf(changes, name);
  const now = collectionRecords(name, drafted).map((record) => {
    const key = recordKey(target, record);
    const draft = drafts.get(key);
    return { key, record, status: draft ? STATUS[draft.kind] : undefined };
  });
  const present = new Set(now.map((row) => row.key));
  const deleted = collectionRecords(name, base)
    .map((record) => ({ key: recordKey(target, record), record, status: 'deleted' as const }))
    .filter((row) => !present.has(row.key) && drafts.get(row.key)?.kind === 'delete');
  return [...now, ...deleted];
}

/** The table without its demo collections: what the console's files hold and its checks read. */
export const EDITABLE_TABLE: Collections = Object.fromEntries(EDITABLE_COLLECTIONS.map((name) => [name, collections[name] as Collection]));

/** The build's data-check messages for the files as the drafts leave them (none: the build would accept them). */
export function checkDrafted(files: ContentFiles): string[] {
  return checkContentFiles(files, EDITABLE_TABLE);
}

/** A table reference path made relative to one record: `events[].sport` in tickets.json -> `sport`. */
function recordPath(c: Collection, path: string): string {
  if (c.source.shape !== 'list') return path;
  const prefix = `${c.source.list}[].`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** Every editable collection's records in these files with the references the table declares. */
export function referencingCollections(files: ContentFiles): ReferencingCollection[] {
  return EDITABLE_COLLECTIONS.map((name) => {
    const c: Collection = collections[name];
    return {
      name,
      key: c.key,
      records: collectionRecords(name, files),
      references: Object.fromEntries(c.refs.map((ref) => [recordPath(c, ref.path), ref.to])),
    };
  });
}

/** Whether a record may be deleted from the files as the drafts leave them: not while another refers to it. */
export function checkRecordDelete(name: CollectionName, key: string, files: ContentFiles): DeleteCheck {
  return checkDelete(name, key, referencingCollections(files));
}

/** A collection's entry in the table, for the console's components (which take no lib/content imports). */
export function collectionOf(name: CollectionName): Collection {
  return collections[name];
}

/** The build's wording of a schema's issues ("ticketPrice: expected number, received string"). */
export { describeIssues } from '@/lib/content/check';
