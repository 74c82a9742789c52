import { isJsonObject, type JsonObject, type JsonValue } from './json-format';

/** A collection's records and what its fields refer to: field path -> target collection name. */
export interface ReferencingCollection {
  name: string;
  /** The field holding a record's key; a collection without one (a single record) is named by its name. */
  key?: string;
  records: JsonObject[];
  /**
   * Dotted field paths; `[]` (or an array met on the way) means each item: `sport`,
   * `featuredAthletes[]`, `history.results[].id`.
   */
  references: Record<string, string>;
}

/** A record that refers to another, and the field it does so in. */
export interface Referrer {
  collection: string;
  key: string;
  field: string;
}

export type DeleteCheck = { ok: true } | { ok: false; referrers: Referrer[]; message: string };

function keyText(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** The values at a field path, stepping into every item of each array on the way. */
export function valuesAt(value: JsonValue | undefined, path: string): JsonValue[] {
  const steps = path.replace(/\[\]/g, '').split('.').filter(Boolean);
  let found: JsonValue[] = value === undefined ? [] : [value];
  const spread = (values: JsonValue[]) => values.flatMap((item) => (Array.isArray(item) ? item : [item]));
  for (const step of steps) {
    found = spread(found).flatMap((item) => (isJsonObject(item) && item[step] !== undefined ? [item[step] as JsonValue] : []));
  }
  return spread(found);
}

/** Every other record, in any collection, whose references name `key` in `target`. */
export function referrersOf(target: string, key: string, collections: ReferencingCollection[]): Referrer[] {
  return collections.flatMap((collection) =>
    Object.entries(collection.references)
      .filter(([, to]) => to === target)
      .flatMap(([field]) =>
        collection.records
          .filter((record) => valuesAt(record, field).some((value) => keyText(value) === key))
          .map((record) => ({ collection: collection.name, key: collection.key ? keyText(record[collection.key]) : collection.name, field }))
          .filter((referrer) => referrer.collection !== target || referrer.key !== key),
      ),
  );
}

/**
 * Whether a record may be deleted: not while another record refers to it. Pass the records as the
 * drafts leave them, so a referrer deleted in the same change set no longer holds the record.
 */
export function checkDelete(target: string, key: string, collections: ReferencingCollection[]): DeleteCheck {
  const referrers = referrersOf(target, key, collections);
  if (referrers.length === 0) return { ok: true };
  const named = referrers.map((referrer) => `${referrer.collection} ${referrer.key} (${referrer.field})`).join(', ');
  return { ok: false, referrers, message: `${target} ${key} cannot be deleted while other records refer to it: ${named}.` };
}
