import { fileOfRecord, recordKey, recordsOf, withRecords, type CollectionTarget } from './collection-target';
import { formatDataFile, isJsonObject, orderKeysLike, type JsonObject, type JsonValue } from './json-format';
import type { FileWrite } from './paths';

/** One pending change to one record, named by the record's key. */
export type Draft = { kind: 'add'; key: string; record: JsonObject } | { kind: 'change'; key: string; record: JsonObject } | { kind: 'delete'; key: string };

/** The pending changes to one file, in the order they were made (at most one per key). */
export interface FileDrafts {
  file: string;
  collection: CollectionTarget;
  drafts: Draft[];
}

/** Every pending change, file by file. Plain data: it can be stored as JSON and read back. */
export type ChangeSet = FileDrafts[];

function putDraft(set: ChangeSet, collection: CollectionTarget, draft: Draft | null, key: string): ChangeSet {
  const file = fileOfRecord(collection, key);
  const current = set.find((entry) => entry.file === file);
  const others = (current?.drafts ?? []).filter((entry) => entry.key !== key);
  const index = current?.drafts.findIndex((entry) => entry.key === key) ?? -1;
  const drafts = draft === null ? others : index < 0 ? [...others, draft] : [...others.slice(0, index), draft, ...others.slice(index)];
  const rest = set.filter((entry) => entry.file !== file);
  if (drafts.length === 0) return rest;
  const updated = { file, collection, drafts };
  return current ? set.map((entry) => (entry.file === file ? updated : entry)) : [...rest, updated];
}

/** The pending change to the record with `key`, if any. */
export function findDraft(set: ChangeSet, collection: CollectionTarget, key: string): Draft | undefined {
  return set.find((entry) => entry.file === fileOfRecord(collection, key))?.drafts.find((draft) => draft.key === key);
}

/** A new record. */
export function addRecord(set: ChangeSet, collection: CollectionTarget, record: JsonObject): ChangeSet {
  const key = recordKey(collection, record);
  return putDraft(set, collection, { kind: 'add', key, record }, key);
}

/**
 * An edited record; `key` is the key it had when editing began (it may have been renamed). A record
 * added in this change set stays an addition. Renaming a record that is its own file deletes the old
 * file and adds the new one.
 */
export function changeRecord(set: ChangeSet, collection: CollectionTarget, record: JsonObject, key = recordKey(collection, record)): ChangeSet {
  const previous = findDraft(set, collection, key);
  const newKey = recordKey(collection, record);
  if (collection.shape === 'record-per-file' && newKey !== key) {
    return addRecord(previous?.kind === 'add' ? putDraft(set, collection, null, key) : deleteRecord(set, collection, key), collection, record);
  }
  return putDraft(set, collection, { kind: previous?.kind === 'add' ? 'add' : 'change', key, record }, key);
}

/** A record to delete. Deleting a record added in this change set just drops the addition. */
export function deleteRecord(set: ChangeSet, collection: CollectionTarget, key: string): ChangeSet {
  const previous = findDraft(set, collection, key);
  return putDraft(set, collection, previous?.kind === 'add' ? null : { kind: 'delete', key }, key);
}

/** The change set without the pending change to one record. */
export function discardChange(set: ChangeSet, file: string, key: string): ChangeSet {
  const entry = set.find((candidate) => candidate.file === file);
  return entry ? putDraft(set, entry.collection, null, key) : set;
}

/** A draft that could not be applied: a change or deletion of a record the file no longer has, or an addition of a key it already has. */
export interface SkippedDraft {
  key: string;
  kind: Draft['kind'];
  reason: 'missing' | 'exists';
}

export interface Applied {
  /** The new content of the file; null when the file goes away (a deleted record that was its own file). */
  content: JsonValue | null;
  skipped: SkippedDraft[];
}

/** A whole-file record keeps the file's `$schema` when the edited record does not carry it. */
function keepSchema(record: JsonObject, like: JsonValue | null | undefined): JsonObject {
  if (!isJsonObject(like) || like.$schema === undefined || Object.hasOwn(record, '$schema')) return record;
  return { $schema: like.$schema, ...record };
}

/**
 * The file's content with its drafts applied: changed records keep their place and key order (new
 * keys last), deleted records go, added records follow the last one in the key order of their
 * siblings. `sibling` is another file of a `record-per-file` collection, for the key order and
 * `$schema` of a new file.
 */
export function applyDrafts(entry: FileDrafts, content: JsonValue | null | undefined, sibling?: JsonValue): Applied {
  const { collection } = entry;
  const whole = collection.shape === 'single' || collection.shape === 'record-per-file';
  const records = recordsOf(collection, content);
  const byKey = new Map(entry.drafts.map((draft) => [draft.key, draft]));
  const present = new Set(records.map((record) => recordKey(collection, record)));
  const skipped: SkippedDraft[] = [];
  const kept: JsonObject[] = [];
  for (const record of records) {
    const draft = byKey.get(recordKey(collection, record));
    if (draft?.kind === 'delete') continue;
    if (draft?.kind === 'add') skipped.push({ key: draft.key, kind: draft.kind, reason: 'exists' });
    if (draft?.kind !== 'change') kept.push(record);
    else kept.push(orderKeysLike(whole ? keepSchema(draft.record, record) : draft.record, record) as JsonObject);
  }
  const template = records[0] ?? (isJsonObject(sibling) ? sibling : undefined);
  for (const draft of entry.drafts) {
    if (draft.kind === 'add' && !present.has(draft.key))
      kept.push(orderKeysLike(whole ? keepSchema(draft.record, template) : draft.record, template) as JsonObject);
    if (draft.kind !== 'add' && !present.has(draft.key)) skipped.push({ key: draft.key, kind: draft.kind, reason: 'missing' });
  }
  return { content: withRecords(collection, content, kept), skipped };
}

/** One file as it is and as it will be, in the repository's format (null: the file does not exist). */
export interface RenderedFile {
  file: string;
  before: string | null;
  after: string | null;
  skipped: SkippedDraft[];
}

/** Applies a file's drafts to its current text and writes the result in the file's own format. */
export function renderFile(entry: FileDrafts, before: string | null, sibling?: JsonValue): RenderedFile {
  const content = before === null ? null : (JSON.parse(before) as JsonValue);
  const applied = applyDrafts(entry, content, sibling);
  const after = applied.content === null ? null : formatDataFile(applied.content, before ?? undefined);
  return { file: entry.file, before, after, skipped: applied.skipped };
}

/** The files to write: every rendered file whose text changes (a draft that changed nothing writes nothing). */
export function fileWrites(rendered: RenderedFile[]): FileWrite[] {
  return rendered.filter((file) => file.before !== file.after).map((file) => ({ path: file.file, text: file.after }));
}

/** The change set in words, one line per record: "data/athletes.json: changed maya-johnson". */
export function describeChanges(set: ChangeSet): string[] {
  const verbs = { add: 'added', change: 'changed', delete: 'deleted' } as const;
  return set.flatMap((entry) => entry.drafts.map((draft) => `${entry.file}: ${verbs[draft.kind]} ${entry.collection.name} ${draft.key}`));
}

/** A commit message for the change set: a headline with the count, and the changes in words. */
export function commitMessage(set: ChangeSet): { headline: string; body: string } {
  const described = describeChanges(set);
  const files = set.length;
  const headline = `Content: ${described.length} ${described.length === 1 ? 'change' : 'changes'} in ${files} ${files === 1 ? 'file' : 'files'}`;
  return { headline, body: described.map((line) => `- ${line}`).join('\n') };
}

export interface DiffLine {
  kind: 'hunk' | 'same' | 'add' | 'remove';
  /** The line as a unified diff writes it: "@@ -3,7 +3,7 @@", " same", "+added", "-removed". */
  text: string;
}

function lines(text: string | null): string[] {
  if (text === null || text === '') return [];
  return text.replace(/\n$/, '').split('\n');
}

/** Line edits turning `a` into `b` (longest common subsequence, after trimming the common start and end). */
function editScript(a: string[], b: string[]): { kind: 'same' | 'add' | 'remove'; line: string }[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  const table = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i * (m + 1) + j] =
        a[start + i] === b[start + j]
          ? (table[(i + 1) * (m + 1) + j + 1] as number) + 1
          : Math.max(table[(i + 1) * (m + 1) + j] as number, table[i * (m + 1) + j + 1] as number);
    }
  }
  const script: { kind: 'same' | 'add' | 'remove'; line: string }[] = a.slice(0, start).map((line) => ({ kind: 'same' as const, line }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      script.push({ kind: 'same', line: a[start + i] as string });
      i++;
      j++;
    } else if (i < n && (j >= m || (table[(i + 1) * (m + 1) + j] as number) >= (table[i * (m + 1) + j + 1] as number))) {
      script.push({ kind: 'remove', line: a[start + i] as string });
      i++;
    } else {
      script.push({ kind: 'add', line: b[start + j] as string });
      j++;
    }
  }
  return [...script, ...a.slice(endA).map((line) => ({ kind: 'same' as const, line }))];
}

/** A unified diff of one file's text before and after, with `context` unchanged lines around each change. */
export function fileDiff(before: string | null, after: string | null, context = 3): DiffLine[] {
  const script = editScript(lines(before), lines(after));
  const changed = script.map((step) => step.kind !== 'same');
  const shown = script.map((_, index) => changed.slice(Math.max(0, index - context), index + context + 1).some(Boolean));
  const out: DiffLine[] = [];
  let oldLine = 1;
  let newLine = 1;
  let index = 0;
  while (index < script.length) {
    if (!shown[index]) {
      const step = script[index] as (typeof script)[number];
      if (step.kind !== 'add') oldLine++;
      if (step.kind !== 'remove') newLine++;
      index++;
      continue;
    }
    let end = index;
    while (end < script.length && shown[end]) end++;
    const hunk = script.slice(index, end);
    const oldCount = hunk.filter((step) => step.kind !== 'add').length;
    const newCount = hunk.filter((step) => step.kind !== 'remove').length;
    const range = (first: number, count: number) => `${count === 0 ? first - 1 : first},${count}`;
    out.push({ kind: 'hunk', text: `@@ -${range(oldLine, oldCount)} +${range(newLine, newCount)} @@` });
    for (const step of hunk) out.push({ kind: step.kind, text: `${step.kind === 'add' ? '+' : step.kind === 'remove' ? '-' : ' '}${step.line}` });
    oldLine += oldCount;
    newLine += newCount;
    index = end;
  }
  return out;
}
