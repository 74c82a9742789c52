import type { ContentFiles } from '@/lib/content/check';
import { checkContentFiles } from '@/lib/content/check';
import { rebaseDrafts, type Conflict } from './conflicts';
import { draftedFiles } from './drafted-files';
import { fileWrites, type ChangeSet, type RenderedFile } from './drafts';
import type { JsonValue } from './json-format';
import type { FileWrite } from './paths';

/** What to commit to a branch, or why not. */
export type BranchCommitPlan =
  /** A record both the drafts and the branch changed differently: nothing may be committed. */
  | { kind: 'conflicts'; conflicts: Conflict[] }
  /** The drafts laid over the branch's files fail the build's data check. */
  | { kind: 'problems'; problems: string[] }
  /** The files to commit (none when the branch already has every change), and the drafts as restated against the branch. */
  | { kind: 'ready'; changes: ChangeSet; rendered: RenderedFile[]; writes: FileWrite[] };

function parse(text: string | null | undefined): JsonValue | null {
  return text === null || text === undefined ? null : (JSON.parse(text) as JsonValue);
}

/**
 * The drafts, made against `base` (the build's files), restated against a branch whose changed files
 * are `branch` (path -> text now, null: no such file). A file the branch left as it was keeps its
 * drafts; a file the branch changed is rebased record by record, so the branch's own edits stay and
 * a field both sides changed is a conflict. The result is checked as the build checks it: the base
 * files with the branch's versions of these files and the drafts applied.
 */
export function planBranchCommit(base: ContentFiles, changes: ChangeSet, branch: Readonly<Record<string, string | null>>): BranchCommitPlan {
  const theirs: Record<string, string> = { ...base };
  for (const [path, text] of Object.entries(branch)) {
    if (text === null) delete theirs[path];
    else theirs[path] = text;
  }
  const conflicts: Conflict[] = [];
  const rebased = changes.map((entry) => {
    const mine = base[entry.file] ?? null;
    const now = Object.hasOwn(branch, entry.file) ? (branch[entry.file] ?? null) : mine;
    if (mine === now) return entry;
    const result = rebaseDrafts(entry, parse(mine), parse(now));
    conflicts.push(...result.conflicts);
    return result.drafts;
  });
  if (conflicts.length > 0) return { kind: 'conflicts', conflicts };
  const drafted = draftedFiles(theirs, rebased);
  const problems = checkContentFiles(drafted.files);
  if (problems.length > 0) return { kind: 'problems', problems };
  return { kind: 'ready', changes: rebased, rendered: drafted.rendered, writes: fileWrites(drafted.rendered) };
}
