/**
 * Publishing the drafts to GitHub, start to end: read the branch head and the branch's versions of
 * the changed files, restate the drafts against them (conflicts and the build's check stop here,
 * before anything is written), then one commit of every file with expectedHeadOid = that head, on
 * the branch or on a new branch with a pull request. Loaded only when the admin publishes.
 */
import type { ContentFiles } from '@/lib/content/check';
import { planBranchCommit } from './branch-commit';
import type { Conflict } from './conflicts';
import { commitMessage, type ChangeSet } from './drafts';
import { createGitHubClient, publishToGitHub, type FetchLike, type GitHubClient, type GitHubFailure, type Published } from './github';
import { pullRequestBranchName } from './github-settings';
import type { FileWrite } from './paths';

export type GitHubPublishOutcome =
  | { kind: 'published'; published: Published; files: FileWrite[]; branch: string }
  /** The branch already has every change: nothing to commit. */
  | { kind: 'up-to-date' }
  | { kind: 'conflicts'; conflicts: Conflict[] }
  | { kind: 'problems'; problems: string[] }
  | { kind: 'failed'; error: GitHubFailure };

export interface GitHubPublishRequest {
  branch: string;
  /** Commit on a new branch made from the branch's head and open a pull request into the branch. */
  pullRequest: boolean;
  /** The files the drafts were made against (the build's snapshot). */
  baseFiles: ContentFiles;
  changes: ChangeSet;
  now: Date;
}

export type Progress = 'reading' | 'committing';

export async function publishDrafts(
  client: GitHubClient,
  request: GitHubPublishRequest,
  onProgress: (step: Progress) => void = () => {},
): Promise<GitHubPublishOutcome> {
  onProgress('reading');
  const head = await client.readHead(request.branch);
  if (!head.ok) return { kind: 'failed', error: head.error };
  const paths = request.changes.map((entry) => entry.file);
  const files = await client.readFiles(head.value, paths);
  if (!files.ok) return { kind: 'failed', error: files.error };
  const plan = planBranchCommit(request.baseFiles, request.changes, files.value);
  if (plan.kind !== 'ready') return plan;
  if (plan.writes.length === 0) return { kind: 'up-to-date' };
  onProgress('committing');
  const message = commitMessage(plan.changes);
  const pullBranch = request.pullRequest ? pullRequestBranchName(request.now) : null;
  const result = await publishToGitHub(client, {
    base: request.branch,
    expectedHeadOid: head.value,
    message,
    files: plan.writes,
    ...(pullBranch ? { pullRequest: { branch: pullBranch, title: message.headline, body: message.body } } : {}),
  });
  if (!result.ok) return { kind: 'failed', error: result.error };
  return { kind: 'published', published: result.value, files: plan.writes, branch: pullBranch ?? request.branch };
}

/** The client for a repository, for the console (which loads this module only when it publishes). */
export function gitHubClient(owner: string, repo: string, token: string, fetchImpl?: FetchLike): GitHubClient {
  return createGitHubClient({ owner, repo, token }, fetchImpl);
}
