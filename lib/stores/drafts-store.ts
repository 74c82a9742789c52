import type { CollectionTarget } from '@/lib/publishing/collection-target';
import { addRecord, changeRecord, deleteRecord, discardChange, type ChangeSet } from '@/lib/publishing/drafts';
import { isJsonObject, type JsonObject } from '@/lib/publishing/json-format';
import { arrayOf, isNonEmptyString, isRecord, isString, literal, nullable, oneOf, optional, shape, type Check } from './checks';
import { createPersistedStore } from './persist';

/**
 * The admin console's drafts: every record added, changed or deleted since the last publish, file
 * by file, against the build whose files it started from. Kept in this browser's storage, so it
 * survives a reload and is the same in every tab (another tab's edit is read on its storage event).
 */
export interface DraftsState {
  changes: ChangeSet;
  /** When the build the drafts started from was made (the snapshot's builtAt); null with no drafts. */
  baseBuiltAt: string | null;
  add: (collection: CollectionTarget, record: JsonObject, baseBuiltAt: string) => void;
  /** `key`: the record's key when editing began (it may be renamed). */
  change: (collection: CollectionTarget, record: JsonObject, key: string, baseBuiltAt: string) => void;
  remove: (collection: CollectionTarget, key: string, baseBuiltAt: string) => void;
  discard: (file: string, key: string) => void;
  /** Forget every draft (after publishing, or on the admin's word). */
  clear: () => void;
}

const isJsonRecord: Check<JsonObject> = (v): v is JsonObject => isJsonObject(v);

const isTarget = shape({
  name: isNonEmptyString,
  file: isNonEmptyString,
  key: isNonEmptyString,
  shape: oneOf(['array', 'object-list', 'record-per-file', 'single']),
  listKey: optional(isString),
}) as Check<CollectionTarget>;

const isDraft = (v: unknown): v is ChangeSet[number]['drafts'][number] =>
  isRecord(v) && isString(v.key) && ((oneOf(['add', 'change'])(v.kind) && isJsonRecord(v.record)) || (literal('delete')(v.kind) && v.record === undefined));

const isPersistedDrafts = shape({
  changes: arrayOf(shape({ file: isNonEmptyString, collection: isTarget, drafts: arrayOf(isDraft) })),
  baseBuiltAt: nullable(isString),
});

type PersistedDrafts = { changes: ChangeSet; baseBuiltAt: string | null };

export const useDraftsStore = createPersistedStore<DraftsState, PersistedDrafts>(
  'drafts',
  {
    version: 1,
    check: isPersistedDrafts as Check<PersistedDrafts>,
    partialize: ({ changes, baseBuiltAt }) => ({ changes, baseBuiltAt }),
    // Two tabs editing at once: each edit applies to what is stored now.
    rereadBeforeSet: true,
  },
  (set) => ({
    changes: [],
    baseBuiltAt: null,
    add: (collection, record, base) => set((s) => ({ changes: addRecord(s.changes, collection, record), baseBuiltAt: s.baseBuiltAt ?? base })),
    change: (collection, record, key, base) => set((s) => ({ changes: changeRecord(s.changes, collection, record, key), baseBuiltAt: s.baseBuiltAt ?? base })),
    remove: (collection, key, base) => set((s) => ({ changes: deleteRecord(s.changes, collection, key), baseBuiltAt: s.baseBuiltAt ?? base })),
    discard: (file, key) =>
      set((s) => {
        const changes = discardChange(s.changes, file, key);
        return { changes, baseBuiltAt: changes.length ? s.baseBuiltAt : null };
      }),
    clear: () => set({ changes: [], baseBuiltAt: null }),
  }),
);
