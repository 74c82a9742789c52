/** A repository path to write into: relative, forward slashes, no empty, `.` or `..` steps. */
export function isSafeRepoPath(path: string): boolean {
  const steps = path.split('/');
  return path.length > 0 && !path.includes('\\') && steps.every((step) => step !== '' && step !== '.' && step !== '..');
}

/** One file to write at a repository path: its new text, or null to delete it. */
export interface FileWrite {
  path: string;
  text: string | null;
}
