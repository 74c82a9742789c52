/**
 * Where the console commits: a repository and a branch. The build may name them
 * (NEXT_PUBLIC_CONTENT_REPO, NEXT_PUBLIC_CONTENT_BRANCH); otherwise the admin types them.
 */

/** The build's defaults (empty when unset). */
export const DEFAULT_CONTENT_REPO = process.env.NEXT_PUBLIC_CONTENT_REPO ?? '';
export const DEFAULT_CONTENT_BRANCH = process.env.NEXT_PUBLIC_CONTENT_BRANCH ?? '';

const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/** "owner/name", or a github.com address of the repository, as owner and name; null for anything else. */
export function parseRepository(text: string): { owner: string; repo: string } | null {
  const trimmed = text
    .trim()
    .replace(/^https:\/\/github\.com\//i, '')
    .replace(/\.git$/i, '')
    .replace(/\/$/, '');
  const [owner, repo, ...rest] = trimmed.split('/');
  if (rest.length > 0 || !owner || !repo || !OWNER.test(owner) || !NAME.test(repo) || repo === '.' || repo === '..') return null;
  return { owner, repo };
}

/** Whether git accepts the text as a branch name (git check-ref-format, the common rules). */
export function isBranchName(text: string): boolean {
  if (text.length === 0 || text.length > 250) return false;
  if (/[\s~^:?*[\\\x00-\x1f\x7f]/.test(text) || text.includes('..') || text.includes('@{') || text.includes('//')) return false;
  if (text.startsWith('/') || text.startsWith('-') || text.endsWith('/') || text.endsWith('.') || text === '@') return false;
  return text.split('/').every((step) => !step.startsWith('.') && !step.endsWith('.lock'));
}

/** A new branch for a pull request, named by the moment it was made (UTC): content/2026-11-26-162512. */
export function pullRequestBranchName(date: Date): string {
  const iso = date.toISOString();
  return `content/${iso.slice(0, 10)}-${iso.slice(11, 19).replaceAll(':', '')}`;
}

/** A commit's page on github.com, for a commit GitHub gave no address for. */
export function commitAddress(owner: string, repo: string, oid: string): string {
  return `https://github.com/${owner}/${repo}/commit/${oid}`;
}

/** GitHub's page for opening a pull request from `head` into `base` by hand. */
export function compareAddress(owner: string, repo: string, base: string, head: string): string {
  const ref = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');
  return `https://github.com/${owner}/${repo}/compare/${ref(base)}...${ref(head)}?expand=1`;
}
