import type { ContentFiles } from '@/lib/content/check';
import { renderFile, type ChangeSet, type RenderedFile } from './drafts';
import type { JsonValue } from './json-format';

export interface DraftedFiles {
  /** Every file as the drafts leave it (a deleted file is gone): what the checks and the preview read. */
  files: Record<string, string>;
  /** The changed files, before and after, in the change set's order: what the diff shows and publishing writes. */
  rendered: RenderedFile[];
}

/** Another file of the folder `folder` (`data/sports`), for the key order and `$schema` of a new record file. */
function siblingOf(files: ContentFiles, folder: string): JsonValue | undefined {
  const prefix = `${folder.replace(/\/$/, '')}/`;
  const path = Object.keys(files)
    .filter((p) => p.startsWith(prefix) && p.endsWith('.json'))
    .sort()[0];
  return path === undefined ? undefined : (JSON.parse(files[path]!) as JsonValue);
}

/** The change set applied to the base files (the build's snapshot, or a branch's files). */
export function draftedFiles(base: ContentFiles, changes: ChangeSet): DraftedFiles {
  const files: Record<string, string> = { ...base };
  const rendered = changes.map((entry) => {
    const sibling = entry.collection.shape === 'record-per-file' ? siblingOf(base, entry.collection.file) : undefined;
    const file = renderFile(entry, base[entry.file] ?? null, sibling);
    if (file.after === null) delete files[file.file];
    else files[file.file] = file.after;
    return file;
  });
  return { files, rendered };
}
