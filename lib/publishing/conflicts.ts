import { recordKey, recordsOf } from './collection-target';
import { applyDrafts, type Draft, type FileDrafts } from './drafts';
import { isJsonObject, type JsonObject, type JsonValue } from './json-format';

/** A record changed both in the drafts and in the branch, differently. `field` is a dotted path, or null for the whole record. */
export interface Conflict {
  file: string;
  key: string;
  field: string | null;
  /** What happened on each side, in words: "changed", "deleted", "added". */
  mine: string;
  theirs: string;
  mineValue?: JsonValue;
  theirsValue?: JsonValue;
}

export interface Rebased {
  /** The drafts restated against the branch's file: each change carries the branch's edits to fields the drafts left alone. */
  drafts: FileDrafts;
  conflicts: Conflict[];
  /** The branch's file with the drafts applied; only when nothing conflicts. */
  content?: JsonValue | null;
}

/** Deep equality that ignores key order (a form may give a record's keys in another order than the file). */
export function same(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && same(a[key], b[key]));
  }
  return a === b;
}

/** Merges field by field (into nested objects); each field both sides changed differently is a conflict. */
function mergeFields(
  base: JsonObject,
  mine: JsonObject,
  theirs: JsonObject,
  path: string,
  clash: (field: string, mine: JsonValue | undefined, theirs: JsonValue | undefined) => void,
): JsonObject {
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])];
  const merged: JsonObject = {};
  for (const key of keys) {
    const field = path ? `${path}.${key}` : key;
    const [b, m, t] = [base[key], mine[key], theirs[key]];
    let value: JsonValue | undefined;
    if (same(b, m)) value = t;
    else if (same(b, t) || same(m, t)) value = m;
    else if (isJsonObject(b) && isJsonObject(m) && isJsonObject(t)) value = mergeFields(b, m, t, field, clash);
    else {
      clash(field, m, t);
      value = m;
    }
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Three-way check of one file's drafts, record by record: `base` is the file the drafts were made
 * against, `theirs` the branch's file now. Records the branch changed and the drafts did not are kept as
 * the branch has them; a record both changed is merged field by field, and a field both changed
 * differently is a conflict named by key and field. Deleting a record the branch changed, changing a
 * record the branch deleted, and adding a key the branch added differently are conflicts of the whole
 * record. The drafts are never dropped: a conflicting draft stays as it was.
 */
export function rebaseDrafts(entry: FileDrafts, base: JsonValue | null, theirs: JsonValue | null, sibling?: JsonValue): Rebased {
  const { collection, file } = entry;
  const index = (content: JsonValue | null) => new Map(recordsOf(collection, content).map((record) => [recordKey(collection, record), record]));
  const baseRecords = index(base);
  const theirRecords = index(theirs);
  const conflicts: Conflict[] = [];
  const drafts: Draft[] = [];
  for (const draft of entry.drafts) {
    const was = baseRecords.get(draft.key);
    const now = theirRecords.get(draft.key);
    const whole = (mine: string, theirsDid: string, mineValue?: JsonValue, theirsValue?: JsonValue) =>
      conflicts.push({ file, key: draft.key, field: null, mine, theirs: theirsDid, mineValue, theirsValue });
    if (draft.kind === 'add') {
      if (now !== undefined && same(now, draft.record)) continue;
      if (now !== undefined) whole('added', 'added', draft.record, now);
      drafts.push(draft);
    } else if (draft.kind === 'delete') {
      if (now !== undefined && was !== undefined && !same(was, now)) whole('deleted', 'changed', undefined, now);
      if (now !== undefined) drafts.push(draft);
    } else if (now === undefined) {
      whole('changed', 'deleted', draft.record);
      drafts.push(draft);
    } else {
      const before = conflicts.length;
      const record = mergeFields(was ?? now, draft.record, now, '', (field, mineValue, theirsValue) =>
        conflicts.push({ file, key: draft.key, field, mine: 'changed', theirs: 'changed', mineValue, theirsValue }),
      );
      drafts.push(conflicts.length > before ? draft : { ...draft, record });
    }
  }
  const rebased = { ...entry, drafts };
  if (conflicts.length > 0) return { drafts: rebased, conflicts };
  return { drafts: rebased, conflicts, content: applyDrafts(rebased, theirs, sibling).content };
}
