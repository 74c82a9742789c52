import { strToU8, zipSync, type Zippable } from 'fflate';
import { isSafeRepoPath, type FileWrite } from './paths';

export const CHANGES_FILE = 'CHANGES.txt';

/** CHANGES.txt: the changes in words, then the files to delete (a zip cannot delete them itself). */
export function changesText(described: string[], files: FileWrite[], date: Date): string {
  const deleted = files.filter((file) => file.text === null).map((file) => `- ${file.path}`);
  const sections = [`Content changes made in the admin console on ${date.toISOString()}`, '', ...described.map((line) => `- ${line}`)];
  if (deleted.length > 0) sections.push('', 'Delete these files from the repository (they are not in this zip):', ...deleted);
  return `${sections.join('\n')}\n`;
}

/**
 * A zip of the changed files under their repository paths, with CHANGES.txt at its root. Unpacked at
 * the repository's root it writes every changed file in place.
 */
export function buildZip(files: FileWrite[], described: string[], date: Date): Uint8Array {
  const entries: Zippable = {};
  for (const file of files) {
    if (!isSafeRepoPath(file.path)) throw new Error(`${file.path}: not a repository path`);
    if (file.text !== null) entries[file.path] = strToU8(file.text);
  }
  entries[CHANGES_FILE] = strToU8(changesText(described, files, date));
  return zipSync(entries, { level: 6, mtime: date });
}
