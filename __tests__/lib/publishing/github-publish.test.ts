/** @jest-environment node */
import { contentFileTexts } from '@/lib/content/file-texts';
import { recordsOf } from '@/lib/publishing/collection-target';
import { changeRecord, commitMessage, fileWrites } from '@/lib/publishing/drafts';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import type { GitHubClient, GitHubResult } from '@/lib/publishing/github';
import { publishDrafts } from '@/lib/publishing/github-publish';
import type { JsonValue } from '@/lib/publishing/json-format';
import { targetOf } from '@/lib/publishing/table-targets';

const base = contentFileTexts();
const tickets = targetOf('tickets');
const event = recordsOf(tickets, JSON.parse(base['data/tickets.json']!) as JsonValue)[0]!;
const changes = changeRecord([], tickets, { ...event, ticketPrice: (event.ticketPrice as number) + 1 });
const expected = fileWrites(draftedFiles(base, changes).rendered);
const head = 'b'.repeat(40);
const now = new Date('2026-11-26T16:30:00Z');

/** A client whose branch holds `branchFiles` at `head`; records every write. */
function fakeClient(
  branchFiles: Record<string, string | null>,
  commit: GitHubResult<{ oid: string; url?: string }> = { ok: true, value: { oid: 'c1', url: 'https://github.com/wal/site/commit/c1' } },
) {
  const writes: unknown[][] = [];
  const client = {
    readHead: async () => ({ ok: true, value: head }),
    readFiles: async (_oid: string, paths: string[]) => ({ ok: true, value: Object.fromEntries(paths.map((p) => [p, branchFiles[p] ?? null])) }),
    commitFiles: async (...args: unknown[]) => (writes.push(['commit', ...args]), commit),
    createBranch: async (...args: unknown[]) => (writes.push(['branch', ...args]), { ok: true, value: { ref: `refs/heads/${String(args[0])}` } }),
    openPullRequest: async (...args: unknown[]) => (
      writes.push(['pull', ...args]),
      { ok: true, value: { number: 7, url: 'https://github.com/wal/site/pull/7' } }
    ),
  } as unknown as GitHubClient;
  return { client, writes };
}

describe('publishDrafts', () => {
  it('commits exactly the changed files, expecting the head it read the files at', async () => {
    const { client, writes } = fakeClient(base);
    const outcome = await publishDrafts(client, { branch: 'main', pullRequest: false, baseFiles: base, changes, now });
    expect(outcome).toEqual({
      kind: 'published',
      published: { commitOid: 'c1', commitUrl: 'https://github.com/wal/site/commit/c1' },
      files: expected,
      branch: 'main',
    });
    expect(writes).toEqual([['commit', 'main', head, commitMessage(changes), expected]]);
  });

  it('commits on a new branch made at that head and opens a pull request into the branch', async () => {
    const { client, writes } = fakeClient(base);
    const outcome = await publishDrafts(client, { branch: 'main', pullRequest: true, baseFiles: base, changes, now });
    expect(outcome.kind === 'published' && outcome.published.pullRequest).toEqual({ number: 7, url: 'https://github.com/wal/site/pull/7' });
    expect(writes.map((w) => w.slice(0, 3))).toEqual([
      ['branch', 'content/2026-11-26-163000', head],
      ['commit', 'content/2026-11-26-163000', head],
      ['pull', { head: 'content/2026-11-26-163000', base: 'main', title: commitMessage(changes).headline, body: commitMessage(changes).body }],
    ]);
  });

  it('writes nothing when a record conflicts with the branch', async () => {
    const theirs = base['data/tickets.json']!.replace(`"ticketPrice": ${String(event.ticketPrice)},`, `"ticketPrice": ${(event.ticketPrice as number) + 5},`);
    expect(theirs).not.toBe(base['data/tickets.json']);
    const { client, writes } = fakeClient({ ...base, 'data/tickets.json': theirs });
    const outcome = await publishDrafts(client, { branch: 'main', pullRequest: false, baseFiles: base, changes, now });
    expect(outcome.kind).toBe('conflicts');
    expect(writes).toEqual([]);
  });

  it('passes on a refused commit in words', async () => {
    const error = { kind: 'branch-moved' as const, message: 'The branch has new commits.' };
    const { client } = fakeClient(base, { ok: false, error });
    expect(await publishDrafts(client, { branch: 'main', pullRequest: false, baseFiles: base, changes, now })).toEqual({ kind: 'failed', error });
  });
});
