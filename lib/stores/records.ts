// Stored state checked record by record: a list (or map) field keeps its good records, sets the bad ones
// aside with the reason, and keeps records of a kind this build does not know (a newer build wrote them)
// as they are, so they are written back unchanged.
import { isRecord, isString, whyNot, type Check } from './checks';

/** A list field checked record by record. */
export interface ListCheck<T> {
  readonly of: 'list';
  readonly each: Check<T>;
  readonly known: (record: unknown) => boolean;
}

/** A map field (key -> record) checked entry by entry. */
export interface MapCheck<T> {
  readonly of: 'map';
  readonly each: Check<T>;
  readonly known: (record: unknown) => boolean;
}

export interface RecordsOptions {
  /** False for a record of a kind this build does not know: it is kept untouched. Every record is known unless said. */
  known?: (record: unknown) => boolean;
}

const everyKind = () => true;

export const listOf = <T>(each: Check<T>, { known = everyKind }: RecordsOptions = {}): ListCheck<T> => ({ of: 'list', each, known });
export const mapOf = <T>(each: Check<T>, { known = everyKind }: RecordsOptions = {}): MapCheck<T> => ({ of: 'map', each, known });

/**
 * Records told apart by a `kind` field: a record whose kind is a string this build does not list is of
 * an unknown kind (a newer build's). A record with no kind at all is simply bad.
 */
export const kindsKnown =
  (kinds: readonly string[], field = 'kind') =>
  (record: unknown): boolean =>
    !(isRecord(record) && isString(record[field]) && !kinds.includes(record[field]));

type FieldCheck = Check<unknown> | ListCheck<unknown> | MapCheck<unknown>;

/** How each stored field is checked: a plain check (the field as a whole) or listOf / mapOf (record by record). */
export type StoredFields = Record<string, FieldCheck>;

/** The stored state such fields prove. */
export type StoredOf<F extends StoredFields> = {
  [K in keyof F]: F[K] extends ListCheck<infer T> ? T[] : F[K] extends MapCheck<infer T> ? Record<string, T> : F[K] extends Check<infer T> ? T : never;
};

/** A record that failed its check: where it was and why. */
export interface BadRecord {
  field: string;
  /** Its index in the list or its key in the map; null for a whole field (a plain field that fails, a list that is not a list). */
  at: number | string | null;
  record: unknown;
  reason: string;
}

/** Records kept out of the state but written back: unknown kinds, and bad records until they are safely set aside. */
export type KeptAside = Record<string, { list: unknown[] } | { map: Record<string, unknown> }>;

export interface SplitState {
  /** The state with the good records only (a list field the value lacks is left out: the store's default stays). */
  state: Record<string, unknown>;
  unknownKinds: KeptAside;
  bad: BadRecord[];
}

const isRecordsCheck = (c: FieldCheck): c is ListCheck<unknown> | MapCheck<unknown> => typeof c !== 'function';

/**
 * Splits a stored value into good records, records of unknown kinds and bad records; null when the value
 * cannot be read at all (not an object). A plain field that fails, or a list field that is not a list, is
 * one bad record of its own (`at: null`): the field keeps its default and every other field stays.
 */
export function splitStored(fields: StoredFields, value: unknown): SplitState | null {
  if (!isRecord(value)) return null;
  const state: Record<string, unknown> = {};
  const unknownKinds: KeptAside = {};
  const bad: BadRecord[] = [];
  for (const [field, check] of Object.entries(fields)) {
    const stored = value[field];
    if (!isRecordsCheck(check)) {
      if (check(stored)) state[field] = stored;
      else bad.push({ field, at: null, record: stored, reason: whyNot(check, stored) });
      continue;
    }
    // A list field an older build never wrote: nothing stored, the default stays.
    if (stored === undefined) continue;
    let entries: [number | string, unknown][];
    if (check.of === 'list' && Array.isArray(stored)) entries = stored.map((r, i) => [i, r]);
    else if (check.of === 'map' && isRecord(stored)) entries = Object.entries(stored);
    else {
      bad.push({ field, at: null, record: stored, reason: `not a ${check.of}` });
      continue;
    }
    const good: [number | string, unknown][] = [];
    const foreign: [number | string, unknown][] = [];
    for (const [at, record] of entries) {
      if (!check.known(record)) foreign.push([at, record]);
      else if (check.each(record)) good.push([at, record]);
      else bad.push({ field, at, record, reason: whyNot(check.each, record) });
    }
    state[field] = check.of === 'list' ? good.map(([, r]) => r) : Object.fromEntries(good);
    if (foreign.length) unknownKinds[field] = check.of === 'list' ? { list: foreign.map(([, r]) => r) } : { map: Object.fromEntries(foreign) };
  }
  return { state, unknownKinds, bad };
}

/** Every field's records kept aside, added to a state about to be written (a map key the state holds is the state's). */
export function withKeptAside(state: Record<string, unknown>, aside: KeptAside): Record<string, unknown> {
  const next = { ...state };
  for (const [field, kept] of Object.entries(aside)) {
    const current = next[field];
    if ('list' in kept) next[field] = [...(Array.isArray(current) ? current : []), ...kept.list];
    else next[field] = { ...kept.map, ...(isRecord(current) ? current : {}) };
  }
  return next;
}

/** Two sets of records kept aside as one. */
export function joinKeptAside(a: KeptAside, b: KeptAside): KeptAside {
  const joined: KeptAside = { ...a };
  for (const [field, kept] of Object.entries(b)) {
    const prior = joined[field];
    if (!prior) joined[field] = kept;
    else if ('list' in prior && 'list' in kept) joined[field] = { list: [...prior.list, ...kept.list] };
    else if ('map' in prior && 'map' in kept) joined[field] = { map: { ...prior.map, ...kept.map } };
  }
  return joined;
}

/** Bad records of a list or map as records kept aside (written back until the quarantine holds them); a whole bad field has no place beside a state. */
export function badAsKept(bad: readonly BadRecord[]): KeptAside {
  return bad.reduce<KeptAside>((kept, b) => {
    if (b.at === null) return kept;
    return joinKeptAside(kept, typeof b.at === 'number' ? { [b.field]: { list: [b.record] } } : { [b.field]: { map: { [b.at]: b.record } } });
  }, {});
}
