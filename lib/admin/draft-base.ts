/**
 * Drafts made on an older build. The console's drafts apply to the content the site was built from
 * (`/admin/content.json`); the site may be rebuilt (its data changed) while drafts wait in this
 * browser. So the drafts carry their base: the content fingerprint of the build they were made on
 * (lib/content/content-version.ts, the same one every page's `<meta name="content-version">` and
 * `/build-id.json` carry) and, for each drafted record, the record as that build had it. On another
 * build each draft is either safe (the new build left its record as it was: the draft re-applies) or a
 * conflict (the new build changed the record too: the admin keeps the draft or takes the site's).
 * Nothing here drops a draft.
 */
import type { ContentFiles } from '@/lib/content/check';
import { fileOfRecord, recordKey, recordsOf, type CollectionTarget } from '@/lib/publishing/collection-target';
import { same } from '@/lib/publishing/conflicts';
import { addRecord, changeRecord, discardChange, type ChangeSet, type Draft } from '@/lib/publishing/drafts';
import type { JsonObject, JsonValue } from '@/lib/publishing/json-format';

/** The build the drafts were made on. */
export interface DraftBase {
  /** Its content fingerprint. */
  version: string;
  /** When it was built (ISO), for people. */
  builtAt: string;
  /** File -> record key -> the record as that build had it (null: it had none, as for an addition). */
  records: Record<string, Record<string, JsonObject | null>>;
}

/** What the console knows of the build it runs on (the snapshot of /admin/content.json). */
export interface BuildContent {
  contentVersion: string;
  builtAt: string;
  files: ContentFiles;
}

/** One record of a collection in these files, by key (null: not there). */
export function recordIn(collection: CollectionTarget, key: string, files: ContentFiles): JsonObject | null {
  const text = files[fileOfRecord(collection, key)];
  if (text === undefined) return null;
  let content: JsonValue;
  try {
    content = JSON.parse(text) as JsonValue;
  } catch {
    return null;
  }
  return recordsOf(collection, content).find((record) => recordKey(collection, record) === key) ?? null;
}

/**
 * The base with `keys` of `collection` noted as `build` has them, unless noted already: a record's
 * first draft fixes its base. With no base yet, `build` becomes it.
 */
export function noteBase(base: DraftBase | null | undefined, build: BuildContent, collection: CollectionTarget, keys: readonly string[]): DraftBase {
  let next: DraftBase = base ?? { version: build.contentVersion, builtAt: build.builtAt, records: {} };
  for (const key of new Set(keys)) {
    const file = fileOfRecord(collection, key);
    if (Object.hasOwn(next.records[file] ?? {}, key)) continue;
    next = { ...next, records: { ...next.records, [file]: { ...next.records[file], [key]: recordIn(collection, key, build.files) } } };
  }
  return next;
}

/** The base of the drafts that are left (null: none are). */
export function pruneBase(base: DraftBase | null | undefined, changes: ChangeSet): DraftBase | null {
  if (!base || changes.length === 0) return null;
  const records: DraftBase['records'] = {};
  for (const entry of changes) {
    const noted = base.records[entry.file] ?? {};
    const kept = entry.drafts.filter((d) => Object.hasOwn(noted, d.key)).map((d) => [d.key, noted[d.key]!] as const);
    if (kept.length) records[entry.file] = Object.fromEntries(kept);
  }
  return { ...base, records };
}

/** The drafts restated on `build`: its fingerprint, and each drafted record as it has it. */
export function rebaseOnto(changes: ChangeSet, build: BuildContent): DraftBase | null {
  if (changes.length === 0) return null;
  return changes.reduce<DraftBase>(
    (base, entry) =>
      noteBase(
        base,
        build,
        entry.collection,
        entry.drafts.map((d) => d.key),
      ),
    { version: build.contentVersion, builtAt: build.builtAt, records: {} },
  );
}

/**
 * The admin keeps a conflicting draft over the new build's record: the draft's base becomes that
 * record, and the draft is restated so it applies to it (a change of a record the build removed
 * becomes its addition; an addition of a key the build added becomes a change of it).
 */
export function keepDraft(
  changes: ChangeSet,
  base: DraftBase | null | undefined,
  stale: Pick<StaleDraft, 'file' | 'key' | 'now'>,
  build: BuildContent,
): { changes: ChangeSet; base: DraftBase } {
  const entry = changes.find((e) => e.file === stale.file);
  const draft = entry?.drafts.find((d) => d.key === stale.key);
  let next = changes;
  if (entry && draft?.kind === 'change' && stale.now === null) next = addRecord(discardChange(changes, stale.file, stale.key), entry.collection, draft.record);
  if (entry && draft?.kind === 'add' && stale.now !== null)
    next = changeRecord(discardChange(changes, stale.file, stale.key), entry.collection, draft.record, stale.key);
  // Drafts with no recorded base stay on an unknown build ('') until the admin carries on with this one.
  const from = base ?? { version: '', builtAt: build.builtAt, records: {} };
  return { changes: next, base: { ...from, records: { ...from.records, [stale.file]: { ...from.records[stale.file], [stale.key]: stale.now } } } };
}

/** One field where the new build's record and the draft differ: both values. */
export interface FieldClash {
  field: string;
  site?: JsonValue;
  mine?: JsonValue;
}

export interface StaleDraft {
  file: string;
  /** The collection's name (`tickets`). */
  collection: string;
  key: string;
  kind: Draft['kind'];
  /** safe: the new build has the record as the draft's base had it; conflict: it changed it too (or the base is not known). */
  status: 'safe' | 'conflict';
  /** The record in the new build (null: not there). */
  now: JsonObject | null;
  /** The record as the draft leaves it (null: deleted). */
  mine: JsonObject | null;
  /** For a conflict: the fields where the new build's record and the draft differ. */
  fields: FieldClash[];
}

/** The top-level fields where two records differ (a missing record differs in every field of the other). */
export function fieldClashes(site: JsonObject | null, mine: JsonObject | null): FieldClash[] {
  const keys = [...new Set([...Object.keys(site ?? {}), ...Object.keys(mine ?? {})])].filter((k) => k !== '$schema');
  return keys.filter((field) => !same(site?.[field], mine?.[field])).map((field) => ({ field, site: site?.[field], mine: mine?.[field] }));
}

/**
 * The drafts as they stand on `build` when it is not the one they were made on; null when it is (or
 * there are no drafts). Drafts with no recorded base (kept by an older console) are conflicts: the
 * console cannot tell what the build changed under them.
 */
export function staleDrafts(changes: ChangeSet, base: DraftBase | null | undefined, build: BuildContent): StaleDraft[] | null {
  if (changes.length === 0 || base?.version === build.contentVersion) return null;
  return changes.flatMap((entry) =>
    entry.drafts.map((draft): StaleDraft => {
      const noted = base?.records[entry.file] ?? {};
      const known = Object.hasOwn(noted, draft.key);
      const now = recordIn(entry.collection, draft.key, build.files);
      const mine = draft.kind === 'delete' ? null : draft.record;
      const status = known && same(noted[draft.key] ?? null, now) ? 'safe' : 'conflict';
      return {
        file: entry.file,
        collection: entry.collection.name,
        key: draft.key,
        kind: draft.kind,
        status,
        now,
        mine,
        fields: status === 'conflict' ? fieldClashes(now, mine) : [],
      };
    }),
  );
}
