import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { assertKeyIsFileName } from './refs';

/** Where content lives. Tests point this at fixture folders. */
export function dataDir(): string {
  return process.env.WAL_DATA_DIR ?? path.join(process.cwd(), 'data');
}

/** "stats.totalAthletes: expected number, received string" for each issue, joined by "; ". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
      return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
    })
    .join('; ');
}

/** Parse JSON text with a schema; every failure names the file and the field path. */
export function parseContent<S extends z.ZodType>(label: string, text: string, schema: S): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`${label}: invalid JSON: ${(err as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new Error(`${label}: ${describeIssues(result.error)}`);
  return result.data;
}

const cache = new Map<string, unknown>();

/** Read and validate one file under data/, e.g. readContent('site.json', siteSchema). */
export function readContent<S extends z.ZodType>(relPath: string, schema: S): z.output<S> {
  const file = path.join(dataDir(), relPath);
  const key = `${file}`;
  if (cache.has(key)) return cache.get(key) as z.output<S>;
  const label = `data/${relPath}`;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${label}: file not found`);
  }
  const value = parseContent(label, text, schema);
  cache.set(key, value);
  return value;
}

/** Read and validate every *.json file in a folder under data/, in file-name order, with its file name. */
export function readContentFiles<S extends z.ZodType>(relDir: string, schema: S): { file: string; value: z.output<S> }[] {
  const dir = path.join(dataDir(), relDir);
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((file) => ({ file, value: readContent(`${relDir}/${file}`, schema) }));
}

/** Read and validate every *.json file in a folder under data/, in file-name order. */
export function readContentDir<S extends z.ZodType>(relDir: string, schema: S): z.output<S>[] {
  return readContentFiles(relDir, schema).map((f) => f.value);
}

/**
 * A folder of records keyed by slug (data/sports, data/events): every *.json file validated, each
 * slug equal to its file name and unique, sorted by id then slug. `files` keeps each record with its
 * file name, for the folder's own checks.
 */
export function readSlugFolder<S extends z.ZodType<{ id: number; slug: string }>>(
  relDir: string,
  schema: S,
): { files: { file: string; value: z.output<S> }[]; records: z.output<S>[] } {
  const label = `data/${relDir}`;
  const files = readContentFiles(relDir, schema);
  for (const { file, value } of files) assertKeyIsFileName(label, file, value.slug, 'slug');
  const records = files.map((f) => f.value).sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
  assertUnique(label, records, (r) => r.slug, 'slug');
  return { files, records };
}

/** The light link menus and forms ship for a record: id, slug, name. */
export function linkOf({ id, slug, name }: { id: number; slug: string; name: string }): { id: number; slug: string; name: string } {
  return { id, slug, name };
}

/** For tests: forget what was read. */
export function clearContentCache(): void {
  cache.clear();
}

/** Throw when two entries share a key: ids and slugs must be unique across a collection. */
export function assertUnique<T>(label: string, items: T[], key: (item: T) => string | number, field: string): void {
  const seen = new Set<string | number>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`${label}: ${field}: duplicate value ${JSON.stringify(k)}`);
    seen.add(k);
  }
}
