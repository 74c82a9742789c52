import type { ContentFiles } from '@/lib/content/check';
import { collections } from '@/lib/content/collections';
import { isJsonObject, type JsonObject } from '@/lib/publishing/json-format';
import { checkDrafted } from './content-records';

export type DroppedSport = { ok: true; record: JsonObject; slug: string; replaces: boolean } | { ok: false; problems: string[] };

/**
 * A sport file dropped on the console, checked as the build checks data/sports/<name>: put in its
 * place among the files as the drafts leave them, then the build's data check (its schema, its slug
 * equal to its file name, its references). Refused with the build's messages it brings.
 */
export function checkDroppedSport(fileName: string, text: string, files: ContentFiles): DroppedSport {
  if (!fileName.endsWith('.json') || fileName.includes('/'))
    return { ok: false, problems: [`${fileName}: a sport file is a .json file (data/sports/<slug>.json)`] };
  const source = collections.sports.source;
  const path = `data/${source.dir}/${fileName}`;
  const before = new Set(checkDrafted(files));
  const problems = checkDrafted({ ...files, [path]: text }).filter((message) => !before.has(message));
  if (problems.length) return { ok: false, problems };
  const record: unknown = JSON.parse(text);
  if (!isJsonObject(record)) return { ok: false, problems: [`${path}: expected an object`] };
  return { ok: true, record, slug: fileName.replace(/\.json$/, ''), replaces: Object.hasOwn(files, path) };
}
