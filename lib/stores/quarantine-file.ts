import { quarantinedRecords } from './quarantine';

/** The set-aside records as a JSON file for the visitor to download (loaded only when they ask for it). */
export function quarantineFile(now: Date = new Date()): { name: string; text: string } {
  const day = now.toISOString().slice(0, 10);
  return {
    name: `set-aside-records-${day}.json`,
    text: `${JSON.stringify({ savedAt: now.toISOString(), records: quarantinedRecords() }, null, 2)}\n`,
  };
}
