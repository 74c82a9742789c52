import { keepDraft, noteBase, pruneBase, rebaseOnto, type BuildContent, type DraftBase, type StaleDraft } from '@/lib/admin/draft-base';
import { recordKey, type CollectionTarget } from '@/lib/publishing/collection-target';
import { addRecord, changeRecord, deleteRecord, discardChange, type ChangeSet } from '@/lib/publishing/drafts';
import { isJsonObject, type JsonObject } from '@/lib/publishing/json-format';
import { arrayOf, isNonEmptyString, isRecord, isString, literal, nullable, oneOf, optional, shape, type Check } from './checks';
import { createPersistedStore } from './persist';

/**
 * The admin console's drafts: every record added, changed or deleted since the last publish, file
 * by file, against the build whose files it started from (its base: lib/admin/draft-base.ts). Kept in
 * this browser's storage, so it survives a reload and is the same in every tab (another tab's edit is
 * read on its storage event).
 */
export interface DraftsState {
  changes: ChangeSet;
  /** The build the drafts were made on and each drafted record as it had it; null with no drafts. */
  base: DraftBase | null;
  /** `build`: the content the console runs on (the record's base when this is its first draft). */
  add: (collection: CollectionTarget, record: JsonObject, build: BuildContent) => void;
  /** `key`: the record's key when editing began (it may be renamed). */
  change: (collection: CollectionTarget, record: JsonObject, key: string, build: BuildContent) => void;
  remove: (collection: CollectionTarget, key: string, build: BuildContent) => void;
  discard: (file: string, key: string) => void;
  /** A draft made on an older build kept over the record the new build has. */
  keep: (stale: StaleDraft, build: BuildContent) => void;
  /** Every draft restated on the build the console runs on (once none conflicts with it). */
  rebase: (build: BuildContent) => void;
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

const isBase = shape({ version: isString, builtAt: isString, records: isRecord }) as Check<DraftBase>;

// `base` may be missing: drafts kept before it was stored (they show as made on an unknown build).
const isPersistedDrafts = shape({
  changes: arrayOf(shape({ file: isNonEmptyString, collection: isTarget, drafts: arrayOf(isDraft) })),
  base: optional(nullable(isBase)),
});

type PersistedDrafts = { changes: ChangeSet; base: DraftBase | null };

export const useDraftsStore = createPersistedStore<DraftsState, PersistedDrafts>(
  'drafts',
  {
    version: 1,
    check: isPersistedDrafts as Check<PersistedDrafts>,
    partialize: ({ changes, base }) => ({ changes, base }),
    // Two tabs editing at once: each edit applies to what is stored now.
    rereadBeforeSet: true,
  },
  (set) => ({
    changes: [],
    base: null,
    add: (collection, record, build) =>
      set((s) => ({ changes: addRecord(s.changes, collection, record), base: noteBase(s.base, build, collection, [recordKey(collection, record)]) })),
    change: (collection, record, key, build) =>
      set((s) => ({
        changes: changeRecord(s.changes, collection, record, key),
        base: noteBase(s.base, build, collection, [key, recordKey(collection, record)]),
      })),
    remove: (collection, key, build) => set((s) => ({ changes: deleteRecord(s.changes, collection, key), base: noteBase(s.base, build, collection, [key]) })),
    discard: (file, key) =>
      set((s) => {
        const changes = discardChange(s.changes, file, key);
        return { changes, base: pruneBase(s.base, changes) };
      }),
    keep: (stale, build) => set((s) => keepDraft(s.changes, s.base, stale, build)),
    rebase: (build) => set((s) => ({ base: rebaseOnto(s.changes, build) })),
    clear: () => set({ changes: [], base: null }),
  }),
);
