import 'server-only';
import { collections, type Collection, type Collections } from './collections';
import { collectionRecords } from './read';

/** A collection's record page: its route pattern, the value of its `[field]` segment for each record, and their addresses. */
export interface RecordPage {
  collection: string;
  pattern: string;
  params: string[];
  paths: string[];
}

/** The record field a pattern's one dynamic segment names: `/sports/[slug]/` -> `slug`. */
export function patternField(pattern: string): string {
  const fields = [...pattern.matchAll(/\[([^\]/]+)\]/g)].map((m) => m[1]!);
  if (fields.length !== 1) throw new Error(`record page ${pattern}: expected one [field] segment, found ${fields.length}`);
  return fields[0]!;
}

/** One collection's record page (none without a `page`). */
function recordPage(collection: string, c: Collection): RecordPage | undefined {
  if (!c.page) return undefined;
  const { pattern } = c.page;
  const field = patternField(pattern);
  const params = collectionRecords(c).map((r) => String((r as Record<string, unknown>)[field]));
  return { collection, pattern, params, paths: params.map((p) => pattern.replace(`[${field}]`, p)) };
}

/** Every record page the table declares, each record's segment value in the collection's file order. */
export function recordPages(table: Collections = collections): RecordPage[] {
  return Object.entries(table).flatMap(([collection, c]) => recordPage(collection, c) ?? []);
}

/** The segment values of a record page's pattern (`/sports/[slug]/` -> every sport's slug); throws for a pattern no collection declares. */
export function recordPageParams(pattern: string, table: Collections = collections): string[] {
  const entry = Object.entries(table).find(([, c]) => c.page?.pattern === pattern);
  if (!entry) throw new Error(`no collection declares the record page ${pattern} (lib/content/collections.ts)`);
  return recordPage(...entry)!.params;
}
