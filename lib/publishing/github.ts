/**
 * A GitHub client for the browser: reads a branch's head and files, commits many files at once with
 * GraphQL createCommitOnBranch (refused when the branch has moved past `expectedHeadOid`), creates a
 * branch and opens a pull request with REST. Every failure comes back as a typed result in words;
 * nothing here throws.
 */
import type { FileWrite } from './paths';

export type GitHubFailureKind = 'branch-moved' | 'network' | 'timeout' | 'unauthorized' | 'forbidden' | 'rate-limited' | 'not-found' | 'invalid' | 'unexpected';

export interface GitHubFailure {
  kind: GitHubFailureKind;
  /** What happened and what to do, for the console to show. */
  message: string;
  /** GitHub's own words, when it gave any (for a network failure, the browser's). */
  detail?: string;
}

export type GitHubResult<T> = { ok: true; value: T } | { ok: false; error: GitHubFailure };

export type FetchLike = (
  input: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<ResponseLike>;

/** How long one request to GitHub may take before the console gives up on it and says so. */
export const GITHUB_TIMEOUT_MS = 30_000;

export interface ResponseLike {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

export interface GitHubRepo {
  owner: string;
  repo: string;
  /** A fine-grained personal access token with contents: write (and pull requests: write to open one). */
  token: string;
}

const API = 'https://api.github.com';

const words: Record<GitHubFailureKind, string> = {
  'branch-moved': 'The branch has new commits since your drafts were checked against it. Check the changes again, then publish.',
  network: 'GitHub could not be reached. Check the connection and try again.',
  timeout: `GitHub did not answer within ${GITHUB_TIMEOUT_MS / 1000} seconds. Check the connection and try again.`,
  unauthorized: 'GitHub did not accept the token: it is missing, mistyped or expired. Enter a new token.',
  forbidden:
    'The token may not write to this repository. It needs the Contents: read and write permission (and Pull requests: read and write to open a pull request).',
  'rate-limited': 'GitHub asks to wait: too many requests with this token. Try again in a few minutes.',
  'not-found': 'GitHub found no such repository or branch, or the token cannot see it. Check the owner, repository, branch and the token’s repository access.',
  invalid: 'GitHub refused the request as invalid.',
  unexpected: 'GitHub answered in a way the console does not understand.',
};

function fail<T>(kind: GitHubFailureKind, detail?: string, message = words[kind]): GitHubResult<T> {
  return { ok: false, error: detail ? { kind, message, detail } : { kind, message } };
}

/** When GitHub says the limit lifts (its x-ratelimit-reset, in epoch seconds, or retry-after, in seconds), in words. */
export function rateLimitWords(headers: { get(name: string): string | null }, now: number): string {
  const retryAfter = Number(headers.get('retry-after'));
  const reset = Number(headers.get('x-ratelimit-reset'));
  const waitMs = retryAfter > 0 ? retryAfter * 1000 : reset > 0 ? reset * 1000 - now : NaN;
  if (!Number.isFinite(waitMs) || waitMs <= 0) return words['rate-limited'];
  const minutes = Math.ceil(waitMs / 60_000);
  return `GitHub asks to wait: too many requests with this token. Try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const details = Array.isArray(errors)
    ? errors
        .map((error) => (typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error))
        .filter((m) => typeof m === 'string')
    : [];
  const parts = [typeof message === 'string' ? message : undefined, ...details].filter(Boolean);
  return parts.length ? parts.join(': ') : undefined;
}

function failureForStatus<T>(response: ResponseLike, body: unknown): GitHubResult<T> {
  const detail = messageOf(body);
  if (response.status === 401) return fail('unauthorized', detail);
  if (response.status === 403 || response.status === 429) {
    const limited = response.status === 429 || response.headers.get('x-ratelimit-remaining') === '0' || /rate limit/i.test(detail ?? '');
    return limited ? fail('rate-limited', detail, rateLimitWords(response.headers, Date.now())) : fail('forbidden', detail);
  }
  if (response.status === 404) return fail('not-found', detail);
  if (response.status === 409 || response.status === 422) return fail('invalid', detail);
  return fail('unexpected', detail ?? `HTTP ${response.status}`);
}

/** GraphQL errors come with HTTP 200: STALE_DATA is createCommitOnBranch's "Expected branch to point to ..." refusal. */
function failureForGraphQL<T>(errors: unknown[]): GitHubResult<T> {
  const first = (errors[0] ?? {}) as { type?: unknown; message?: unknown };
  const detail = typeof first.message === 'string' ? first.message : undefined;
  const type = typeof first.type === 'string' ? first.type : '';
  if (type === 'STALE_DATA' || /expected branch to point to/i.test(detail ?? '')) return fail('branch-moved', detail);
  if (type === 'NOT_FOUND') return fail('not-found', detail);
  if (type === 'FORBIDDEN' || /not accessible by/i.test(detail ?? '')) return fail('forbidden', detail);
  if (type === 'RATE_LIMITED') return fail('rate-limited', detail);
  if (type === 'UNPROCESSABLE' || type === 'INVALID' || type === 'BAD_REQUEST') return fail('invalid', detail);
  return fail('unexpected', detail);
}

/** UTF-8 text as base64, as createCommitOnBranch takes file contents. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function createGitHubClient(repo: GitHubRepo, fetchImpl: FetchLike = (input, init) => fetch(input, init)) {
  const headers = () => ({
    Accept: 'application/vnd.github+json',
    Authorization: `Bearer ${repo.token}`,
    'Content-Type': 'application/json',
    'X-GitHub-Api-Version': '2022-11-28',
  });

  async function send(path: string, method: string, payload: unknown): Promise<GitHubResult<unknown>> {
    if (!repo.token.trim()) return fail('unauthorized');
    let response: ResponseLike;
    // The whole exchange, answer read included, within GITHUB_TIMEOUT_MS.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), GITHUB_TIMEOUT_MS);
    const { signal } = controller;
    let body: unknown;
    try {
      try {
        response = await fetchImpl(`${API}${path}`, { method, headers: headers(), body: JSON.stringify(payload), signal });
      } catch (error) {
        if (signal.aborted) return fail('timeout');
        return fail('network', error instanceof Error ? error.message : undefined);
      }
      try {
        body = await response.json();
      } catch {
        if (signal.aborted) return fail('timeout');
        body = undefined;
      }
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) return failureForStatus(response, body);
    if (body === undefined) return fail('unexpected', 'The answer was not JSON.');
    return { ok: true, value: body };
  }

  async function graphql<T>(
    query: string,
    variables: Record<string, unknown>,
    pick: (data: Record<string, unknown>) => GitHubResult<T>,
  ): Promise<GitHubResult<T>> {
    const sent = await send('/graphql', 'POST', { query, variables });
    if (!sent.ok) return sent;
    const { data, errors } = sent.value as { data?: Record<string, unknown> | null; errors?: unknown[] };
    if (Array.isArray(errors) && errors.length > 0) return failureForGraphQL(errors);
    if (!data) return fail('unexpected', 'The answer had no data.');
    return pick(data);
  }

  const nameWithOwner = `${repo.owner}/${repo.repo}`;

  return {
    /** The commit the branch points to now. */
    async readHead(branch: string): Promise<GitHubResult<string>> {
      const query =
        'query($owner: String!, $name: String!, $ref: String!) { repository(owner: $owner, name: $name) { ref(qualifiedName: $ref) { target { oid } } } }';
      return graphql(query, { owner: repo.owner, name: repo.repo, ref: `refs/heads/${branch}` }, (data) => {
        const repository = data.repository as { ref?: { target?: { oid?: unknown } | null } | null } | null;
        const oid = repository?.ref?.target?.oid;
        if (typeof oid === 'string') return { ok: true, value: oid };
        return fail('not-found', repository ? `No branch ${branch} in ${nameWithOwner}.` : `No repository ${nameWithOwner}.`);
      });
    },

    /** The text of each path at a commit (null: no such file there). */
    async readFiles(oid: string, paths: string[]): Promise<GitHubResult<Record<string, string | null>>> {
      if (paths.length === 0) return { ok: true, value: {} };
      const declared = paths.map((_, i) => `, $e${i}: String!`).join('');
      const fields = paths.map((_, i) => `f${i}: object(expression: $e${i}) { ... on Blob { text isTruncated isBinary } }`).join(' ');
      const query = `query($owner: String!, $name: String!${declared}) { repository(owner: $owner, name: $name) { ${fields} } }`;
      const variables: Record<string, unknown> = { owner: repo.owner, name: repo.repo };
      paths.forEach((path, i) => (variables[`e${i}`] = `${oid}:${path}`));
      return graphql(query, variables, (data) => {
        const repository = data.repository as Record<string, { text?: string | null; isTruncated?: boolean; isBinary?: boolean } | null> | null;
        if (!repository) return fail('not-found', `No repository ${nameWithOwner}.`);
        const files: Record<string, string | null> = {};
        for (const [i, path] of paths.entries()) {
          const blob = repository[`f${i}`];
          if (blob && (blob.isBinary || blob.isTruncated || typeof blob.text !== 'string')) return fail('unexpected', `${path} is too large or not text.`);
          files[path] = blob ? (blob.text as string) : null;
        }
        return { ok: true, value: files };
      });
    },

    /** One commit of every file, only if the branch still points to `expectedHeadOid`. */
    async commitFiles(
      branch: string,
      expectedHeadOid: string,
      message: { headline: string; body?: string },
      files: FileWrite[],
    ): Promise<GitHubResult<{ oid: string; url?: string }>> {
      const input = {
        branch: { repositoryNameWithOwner: nameWithOwner, branchName: branch },
        expectedHeadOid,
        message: message.body ? message : { headline: message.headline },
        fileChanges: {
          additions: files.filter((file) => file.text !== null).map((file) => ({ path: file.path, contents: toBase64(file.text as string) })),
          deletions: files.filter((file) => file.text === null).map((file) => ({ path: file.path })),
        },
      };
      const query = 'mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid url } } }';
      return graphql(query, { input }, (data) => {
        const commit = (data.createCommitOnBranch as { commit?: { oid?: unknown; url?: unknown } } | null)?.commit;
        if (typeof commit?.oid !== 'string') return fail('unexpected', 'No commit came back.');
        return { ok: true, value: typeof commit.url === 'string' ? { oid: commit.oid, url: commit.url } : { oid: commit.oid } };
      });
    },

    /** A new branch at `fromOid`. */
    async createBranch(branch: string, fromOid: string): Promise<GitHubResult<{ ref: string }>> {
      const sent = await send(`/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}/git/refs`, 'POST', {
        ref: `refs/heads/${branch}`,
        sha: fromOid,
      });
      if (!sent.ok) return sent;
      return { ok: true, value: { ref: `refs/heads/${branch}` } };
    },

    /** A pull request from `head` into `base`. */
    async openPullRequest(pull: { head: string; base: string; title: string; body?: string }): Promise<GitHubResult<{ number: number; url: string }>> {
      const sent = await send(`/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}/pulls`, 'POST', pull);
      if (!sent.ok) return sent;
      const { number, html_url: url } = sent.value as { number?: unknown; html_url?: unknown };
      if (typeof number !== 'number' || typeof url !== 'string') return fail('unexpected', 'No pull request came back.');
      return { ok: true, value: { number, url } };
    },
  };
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;

export interface PublishRequest {
  /** The branch the drafts were checked against, and its head then. */
  base: string;
  expectedHeadOid: string;
  message: { headline: string; body?: string };
  files: FileWrite[];
  /** Commit to this new branch (made at `expectedHeadOid`) and open a pull request into `base`. */
  pullRequest?: { branch: string; title: string; body?: string };
}

export interface Published {
  commitOid: string;
  commitUrl?: string;
  pullRequest?: { number: number; url: string };
  /** The commit is on its new branch, but GitHub did not open the pull request: why. */
  pullRequestFailure?: GitHubFailure;
}

/**
 * Commits the files to the base branch, or to a new branch with a pull request. Stops at the first
 * failure before the commit; once the commit is made, a pull request GitHub refuses is reported with it.
 */
export async function publishToGitHub(client: GitHubClient, request: PublishRequest): Promise<GitHubResult<Published>> {
  const pull = request.pullRequest;
  if (pull) {
    const branch = await client.createBranch(pull.branch, request.expectedHeadOid);
    if (!branch.ok) return branch;
  }
  const commit = await client.commitFiles(pull?.branch ?? request.base, request.expectedHeadOid, request.message, request.files);
  if (!commit.ok) return commit;
  const published: Published = commit.value.url ? { commitOid: commit.value.oid, commitUrl: commit.value.url } : { commitOid: commit.value.oid };
  if (!pull) return { ok: true, value: published };
  const opened = await client.openPullRequest({ head: pull.branch, base: request.base, title: pull.title, body: pull.body });
  // The commit is made either way: say so, with why the pull request is missing, rather than a failure.
  if (!opened.ok) return { ok: true, value: { ...published, pullRequestFailure: opened.error } };
  return { ok: true, value: { ...published, pullRequest: opened.value } };
}
