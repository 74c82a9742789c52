/** @jest-environment node */
import { createGitHubClient, GITHUB_TIMEOUT_MS, publishToGitHub, rateLimitWords, toBase64, type FetchLike } from '@/lib/publishing/github';

interface Call {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body: { query?: string; variables?: Record<string, unknown> } & Record<string, unknown>;
}

/** A fake fetch answering each call with the next reply: [status, body, headers?] or an Error to throw. */
function fakeFetch(...replies: ([number, unknown, Record<string, string>?] | Error)[]) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init?.method, headers: init?.headers, body: JSON.parse(init?.body ?? '{}') });
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    if (reply instanceof Error) throw reply;
    const [status, body, headers = {}] = reply;
    return { status, ok: status >= 200 && status < 300, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null }, json: async () => body };
  };
  return { fetch, calls };
}

const repo = { owner: 'wal', repo: 'site', token: 'github_pat_x' };
const head = 'a'.repeat(40);
const files = [
  { path: 'data/athletes.json', text: '{\n  "name": "Étoiles"\n}\n' },
  { path: 'data/sports/golf.json', text: null },
];
const message = { headline: 'Content: 2 changes', body: '- changed athletes ana' };

describe('GitHub client', () => {
  it('reads the branch head and the files at that commit', async () => {
    const { fetch, calls } = fakeFetch(
      [200, { data: { repository: { ref: { target: { oid: head } } } } }],
      [200, { data: { repository: { f0: { text: '{}\n', isTruncated: false, isBinary: false }, f1: null } } }],
    );
    const client = createGitHubClient(repo, fetch);
    expect(await client.readHead('main')).toEqual({ ok: true, value: head });
    expect(await client.readFiles(head, ['data/site.json', 'data/new.json'])).toEqual({ ok: true, value: { 'data/site.json': '{}\n', 'data/new.json': null } });
    expect(calls[0]?.url).toBe('https://api.github.com/graphql');
    expect(calls[0]?.headers?.Authorization).toBe('Bearer github_pat_x');
    expect(calls[0]?.body.variables).toEqual({ owner: 'wal', name: 'site', ref: 'refs/heads/main' });
    expect(calls[1]?.body.variables).toEqual({ owner: 'wal', name: 'site', e0: `${head}:data/site.json`, e1: `${head}:data/new.json` });
  });

  it('reads no files without calling GitHub', async () => {
    const { fetch, calls } = fakeFetch();
    expect(await createGitHubClient(repo, fetch).readFiles(head, [])).toEqual({ ok: true, value: {} });
    expect(calls).toHaveLength(0);
  });

  it('says a branch that does not exist was not found', async () => {
    const { fetch } = fakeFetch([200, { data: { repository: { ref: null } } }]);
    const result = await createGitHubClient(repo, fetch).readHead('drafts');
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'not-found', detail: 'No branch drafts in wal/site.' }) });
  });

  it('commits every file in one createCommitOnBranch with the expected head and base64 contents', async () => {
    const { fetch, calls } = fakeFetch([
      200,
      { data: { createCommitOnBranch: { commit: { oid: 'b'.repeat(40), url: 'https://github.com/wal/site/commit/b' } } } },
    ]);
    const result = await createGitHubClient(repo, fetch).commitFiles('main', head, message, files);
    expect(result).toEqual({ ok: true, value: { oid: 'b'.repeat(40), url: 'https://github.com/wal/site/commit/b' } });
    expect(calls[0]?.body.query).toContain('createCommitOnBranch(input: $input)');
    expect(calls[0]?.body.variables).toEqual({
      input: {
        branch: { repositoryNameWithOwner: 'wal/site', branchName: 'main' },
        expectedHeadOid: head,
        message,
        fileChanges: {
          additions: [{ path: 'data/athletes.json', contents: Buffer.from(files[0]!.text!, 'utf8').toString('base64') }],
          deletions: [{ path: 'data/sports/golf.json' }],
        },
      },
    });
  });

  it('reports a branch that moved past the expected head (STALE_DATA on HTTP 200)', async () => {
    const stale = `Expected branch to point to "${head}" but it did not.  Pull and try again.`;
    const { fetch } = fakeFetch([
      200,
      { data: { createCommitOnBranch: null }, errors: [{ type: 'STALE_DATA', path: ['createCommitOnBranch'], message: stale }] },
    ]);
    const result = await createGitHubClient(repo, fetch).commitFiles('main', head, message, files);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('branch-moved');
      expect(result.error.detail).toBe(stale);
      expect(result.error.message).toMatch(/new commits since your drafts/);
    }
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), 'network', /could not be reached/],
    ['a 401', [401, { message: 'Bad credentials' }], 'unauthorized', /missing, mistyped or expired/],
    ['a 403', [403, { message: 'Resource not accessible by personal access token' }], 'forbidden', /Contents: read and write/],
    ['a 403 with the rate limit spent', [403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0' }], 'rate-limited', /wait/],
    ['a 404', [404, { message: 'Not Found' }], 'not-found', /no such repository or branch/],
    [
      'a 422',
      [422, { message: 'Validation Failed', errors: [{ message: 'A pull request already exists for wal:drafts.' }] }],
      'invalid',
      /refused the request as invalid/,
    ],
    [
      'a GraphQL FORBIDDEN error',
      [200, { data: null, errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by personal access token' }] }],
      'forbidden',
      /token may not write/,
    ],
    [
      'a GraphQL NOT_FOUND error',
      [200, { data: null, errors: [{ type: 'NOT_FOUND', message: "Could not resolve to a Repository with the name 'wal/nope'." }] }],
      'not-found',
      /no such repository/,
    ],
    ['a 500', [500, {}], 'unexpected', /does not understand/],
  ] as const)('maps %s to a typed failure in words', async (_, reply, kind, words) => {
    const { fetch } = fakeFetch(reply instanceof Error ? reply : [reply[0], reply[1], reply[2]]);
    const result = await createGitHubClient(repo, fetch).commitFiles('main', head, message, files);
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind, message: expect.stringMatching(words) }) });
  });

  it('keeps GitHub’s own words for a validation failure', async () => {
    const { fetch } = fakeFetch([422, { message: 'Validation Failed', errors: [{ message: 'A pull request already exists for wal:drafts.' }] }]);
    const result = await createGitHubClient(repo, fetch).openPullRequest({ head: 'drafts', base: 'main', title: 'Content' });
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'invalid', detail: 'Validation Failed: A pull request already exists for wal:drafts.' }),
    });
  });

  it('asks for a token before calling GitHub without one', async () => {
    const { fetch, calls } = fakeFetch();
    const result = await createGitHubClient({ ...repo, token: ' ' }, fetch).readHead('main');
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'unauthorized' }) });
    expect(calls).toHaveLength(0);
  });
});

describe('publishToGitHub', () => {
  it('commits straight to the base branch', async () => {
    const { fetch, calls } = fakeFetch([200, { data: { createCommitOnBranch: { commit: { oid: 'c'.repeat(40) } } } }]);
    const result = await publishToGitHub(createGitHubClient(repo, fetch), { base: 'main', expectedHeadOid: head, message, files });
    expect(result).toEqual({ ok: true, value: { commitOid: 'c'.repeat(40) } });
    expect(calls).toHaveLength(1);
  });

  it('creates a branch at the checked head, commits to it and opens a pull request into the base', async () => {
    const { fetch, calls } = fakeFetch(
      [201, { ref: 'refs/heads/content-1' }],
      [200, { data: { createCommitOnBranch: { commit: { oid: 'c'.repeat(40), url: 'https://github.com/wal/site/commit/c' } } } }],
      [201, { number: 7, html_url: 'https://github.com/wal/site/pull/7' }],
    );
    const result = await publishToGitHub(createGitHubClient(repo, fetch), {
      base: 'main',
      expectedHeadOid: head,
      message,
      files,
      pullRequest: { branch: 'content-1', title: 'Content changes' },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        commitOid: 'c'.repeat(40),
        commitUrl: 'https://github.com/wal/site/commit/c',
        pullRequest: { number: 7, url: 'https://github.com/wal/site/pull/7' },
      },
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://api.github.com/repos/wal/site/git/refs',
      'POST https://api.github.com/graphql',
      'POST https://api.github.com/repos/wal/site/pulls',
    ]);
    expect(calls[0]?.body).toEqual({ ref: 'refs/heads/content-1', sha: head });
    expect((calls[1]?.body.variables?.input as { branch: unknown }).branch).toEqual({ repositoryNameWithOwner: 'wal/site', branchName: 'content-1' });
    expect(calls[2]?.body).toEqual({ head: 'content-1', base: 'main', title: 'Content changes' });
  });

  it('stops at the first failure', async () => {
    const { fetch, calls } = fakeFetch([422, { message: 'Reference already exists' }]);
    const result = await publishToGitHub(createGitHubClient(repo, fetch), {
      base: 'main',
      expectedHeadOid: head,
      message,
      files,
      pullRequest: { branch: 'content-1', title: 'x' },
    });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ kind: 'invalid', detail: 'Reference already exists' }) });
    expect(calls).toHaveLength(1);
  });
});

describe('publishing when GitHub answers late, not at all, or only in part', () => {
  it('reports the commit, and why there is no pull request, when GitHub refuses to open one after committing', async () => {
    const { fetch } = fakeFetch(
      [201, { ref: 'refs/heads/content-1' }],
      [200, { data: { createCommitOnBranch: { commit: { oid: 'c'.repeat(40) } } } }],
      [403, { message: 'Resource not accessible by personal access token' }],
    );
    const result = await publishToGitHub(createGitHubClient(repo, fetch), {
      base: 'main',
      expectedHeadOid: head,
      message,
      files,
      pullRequest: { branch: 'content-1', title: 'x' },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        commitOid: 'c'.repeat(40),
        pullRequestFailure: expect.objectContaining({ kind: 'forbidden', detail: 'Resource not accessible by personal access token' }),
      },
    });
  });

  it('gives up on a request GitHub does not answer, and says how long it waited', async () => {
    jest.useFakeTimers();
    try {
      const never: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError'))));
      const pending = createGitHubClient(repo, never).readHead('main');
      await jest.advanceTimersByTimeAsync(GITHUB_TIMEOUT_MS);
      expect(await pending).toEqual({
        ok: false,
        error: { kind: 'timeout', message: `GitHub did not answer within ${GITHUB_TIMEOUT_MS / 1000} seconds. Check the connection and try again.` },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when a rate limit lifts, from GitHub’s own headers', () => {
    const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name] ?? null });
    const now = 1_800_000_000_000;
    expect(rateLimitWords(headers({ 'x-ratelimit-reset': String(now / 1000 + 30 * 60) }), now)).toMatch(/Try again in 30 minutes\.$/);
    expect(rateLimitWords(headers({ 'retry-after': '45' }), now)).toMatch(/Try again in a minute\.$/);
    expect(rateLimitWords(headers({}), now)).toMatch(/Try again in a few minutes\.$/);
  });
});

describe('toBase64', () => {
  it('encodes text as UTF-8', () => {
    expect(toBase64('Étoiles 🇺🇸')).toBe(Buffer.from('Étoiles 🇺🇸', 'utf8').toString('base64'));
  });
});
