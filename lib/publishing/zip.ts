import { strToU8, zipSync, type Zippable } from 'fflate';
import type { RenderedFile } from './drafts';
import { isSafeRepoPath } from './paths';

export const CHANGES_FILE = 'CHANGES.txt';

/** CHANGES.txt: the changes in words, then the files to delete (a zip cannot delete them itself). */
export function changesText(described: string[], files: RenderedFile[], date: Date): string {
  const deleted = files.filter((file) => file.after === null).map((file) => `- ${file.file}`);
  const sections = [`Content changes made in the admin console on ${date.toISOString()}`, '', ...described.map((line) => `- ${line}`)];
  if (deleted.length > 0) sections.push('', 'Delete these files from the repository (they are not in this zip):', ...deleted);
  return `${sections.join('\n')}\n`;
}

/**
 * A zip of the changed files under their repository paths, with CHANGES.txt at its root. Unpacked at
 * the repository's root it writes every changed file in place.
 */
export function buildZip(files: RenderedFile[], described: string[], date: Date): Uint8Array {
  const entries: Zippable = {};
  for (const file of files) {
    if (!isSafeRepoPath(file.file)) throw new Error(`${file.file}: not a repository path`);
    if (file.after !== null) entries[file.file] = strToU8(file.after);
  }
  entries[CHANGES_FILE] = strToU8(changesText(described, files, date));
  return zipSync(entries, { level: 6, mtime: date });
}
