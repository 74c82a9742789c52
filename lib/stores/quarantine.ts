import { isRecord } from './checks';
import { browserStorage, onDamagedValue, reportStorageProblem, safeStorage } from './safe-storage';
import { QUARANTINE_KEY } from './storage-keys';

/**
 * Stored records that failed their check, set aside under QUARANTINE_KEY instead of deleted: the visitor
 * is told ('quarantined') and can download them as a file. A record is taken out of its list only once
 * the quarantine really holds it.
 */
export interface QuarantinedRecord {
  /** The storage key it was read from ("wal-orders"). */
  store: string;
  /** The field of the stored state ("orders"); null for a whole stored value that could not be read. */
  field: string | null;
  /** Its index in the list or its key in the map; null for a whole value. */
  key: number | string | null;
  record: unknown;
  reason: string;
  /** When it was set aside (ISO time). */
  time: string;
}

export type RecordToSetAside = Omit<QuarantinedRecord, 'time'>;

const QUARANTINE_VERSION = 1;

// The same record from the same place is kept once, however often it is read.
const identity = (r: Pick<QuarantinedRecord, 'store' | 'field' | 'record'>) => JSON.stringify([r.store, r.field, r.record]);

function parse(raw: string | null | undefined): QuarantinedRecord[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) && Array.isArray(value.records) ? (value.records.filter(isRecord) as unknown as QuarantinedRecord[]) : [];
  } catch {
    return [];
  }
}

/** Every record set aside in this browser, oldest first. */
export function quarantinedRecords(): QuarantinedRecord[] {
  return parse(safeStorage.getItem(QUARANTINE_KEY) as string | null);
}

/** Whether the browser's real storage (not this tab's memory) holds every one of `records`. */
function storageHolds(records: readonly RecordToSetAside[]): boolean {
  let raw: string | null = null;
  try {
    raw = browserStorage()?.getItem(QUARANTINE_KEY) ?? null;
  } catch {
    return false;
  }
  const held = new Set(parse(raw).map(identity));
  return records.every((r) => held.has(identity(r)));
}

/**
 * Sets `records` aside (those not already there), tells the visitor of new ones, and says whether storage
 * holds them all: only then may they leave the list they came from.
 */
export function setAside(records: readonly RecordToSetAside[], now: Date = new Date()): boolean {
  if (records.length === 0) return true;
  const current = quarantinedRecords();
  const seen = new Set(current.map(identity));
  const fresh: QuarantinedRecord[] = [];
  for (const r of records) {
    const id = identity(r);
    if (seen.has(id)) continue;
    seen.add(id);
    fresh.push({ ...r, time: now.toISOString() });
  }
  if (fresh.length) {
    safeStorage.setItem(QUARANTINE_KEY, JSON.stringify({ version: QUARANTINE_VERSION, records: [...current, ...fresh] }));
    reportStorageProblem('quarantined');
  }
  return storageHolds(records);
}

// A stored value that is not even JSON is kept too (as its text) before safe storage removes it.
onDamagedValue((name, raw) => {
  if (name !== QUARANTINE_KEY) setAside([{ store: name, field: null, key: null, record: raw, reason: 'not valid JSON' }]);
});
