import type { ContentFiles } from '@/lib/content/check';
import { collectionLabel, collections, type Collection, type CollectionName } from '@/lib/content/collections';
import { recordKey } from '@/lib/publishing/collection-target';
import { same } from '@/lib/publishing/conflicts';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import { addRecord, changeRecord, deleteRecord, findDraft, type ChangeSet } from '@/lib/publishing/drafts';
import type { JsonObject } from '@/lib/publishing/json-format';
import { targetOf } from '@/lib/publishing/table-targets';
import { checkDrafted, checkRecordDelete } from './content-records';

export type SaveCheck = { ok: true; changes: ChangeSet } | { ok: false; problems: string[] };

/**
 * Whether a record may be kept as a draft: the change set with it must leave files the build
 * accepts. Refused with the build's own messages, those this record brings (problems other drafts
 * already had are not its doing). `originalKey`: the key it had when editing began; null for a new record.
 */
export function checkSave(name: CollectionName, record: JsonObject, originalKey: string | null, base: ContentFiles, changes: ChangeSet): SaveCheck {
  const target = targetOf(name);
  const next = originalKey === null ? addRecord(changes, target, record) : changeRecord(changes, target, record, originalKey);
  const before = new Set(checkDrafted(draftedFiles(base, changes).files));
  const drafted = draftedFiles(base, next);
  const problems = checkDrafted(drafted.files).filter((message) => !before.has(message));
  // A new key that a record already has (published, or added by another draft that this one would
  // replace): the addition would not apply or would lose the other; the build calls that a duplicate.
  const key = recordKey(target, record);
  const takenByDraft = key !== originalKey && findDraft(changes, target, key)?.kind === 'add';
  if (takenByDraft || drafted.rendered.some((file) => file.skipped.some((s) => s.key === key && s.reason === 'exists'))) {
    const c: Collection = collections[name];
    const field = c.source.shape === 'list' ? `${c.source.list}.${target.key}` : target.key;
    problems.unshift(`${collectionLabel(c)}: ${field}: duplicate value ${JSON.stringify(record[target.key])}`);
  }
  return problems.length ? { ok: false, problems } : { ok: true, changes: next };
}

/**
 * Whether a record may be deleted: not while another record (as the drafts leave them) refers to it,
 * the referrers named; nor when the build would refuse the files without it (a list that must keep one).
 */
export function checkRemove(name: CollectionName, key: string, base: ContentFiles, changes: ChangeSet): SaveCheck {
  const files = draftedFiles(base, changes).files;
  const refs = checkRecordDelete(name, key, files);
  if (!refs.ok) return { ok: false, problems: [refs.message] };
  const next = deleteRecord(changes, targetOf(name), key);
  const before = new Set(checkDrafted(files));
  const problems = checkDrafted(draftedFiles(base, next).files).filter((message) => !before.has(message));
  return problems.length ? { ok: false, problems } : { ok: true, changes: next };
}

/**
 * Whether a record was changed elsewhere (another tab's draft, a discard) since its editor opened:
 * `opened` is the record the form started from, `now` the record as the drafts leave it now
 * (undefined: it is gone). Saving over such a change would lose it without a word.
 */
export function changedSinceOpened(opened: JsonObject, now: JsonObject | undefined): boolean {
  return !same(opened, now);
}

/**
 * A save that changes nothing: `same` when the record is as its editor opened it (no draft is made
 * or touched), `as-published` when it is back to the published record (its draft is dropped rather
 * than kept as a change that changes no file); null for a real change. `published`: the record as
 * the build has it (undefined for a record the build lacks).
 */
export function unchangedSave(record: JsonObject, opened: JsonObject, published: JsonObject | undefined): 'same' | 'as-published' | null {
  if (same(record, opened)) return 'same';
  if (published !== undefined && same(record, published)) return 'as-published';
  return null;
}
