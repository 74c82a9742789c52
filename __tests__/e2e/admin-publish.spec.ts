import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { adminSignIn } from './accounts-helpers';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../../lib/stores/storage-keys';
import { PROJECT_PACKAGE_NAME } from '../../lib/publishing/local-folder';
import { rebaseOnto } from '@/lib/admin/draft-base';
import { recordsOf } from '@/lib/publishing/collection-target';
import { addRecord, changeRecord, describeChanges, fileWrites, type ChangeSet } from '@/lib/publishing/drafts';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import type { JsonObject, JsonValue } from '@/lib/publishing/json-format';
import { targetOf } from '@/lib/publishing/table-targets';
import { must } from '@/lib/must';

/*
 * The Publish tab of the admin console, on the built site's own /admin/content.json: drafts made
 * from its real records (the first ticketed event's price changed, an athlete added as a copy of the
 * first one under a new id), published into a folder, as a zip, and to a GitHub stand-in.
 */

const TICKETS = 'data/tickets.json';
const ATHLETES = 'data/athletes.json';
const HEAD = 'a1'.repeat(20);
const REPO = 'league-org/site';
const TOKEN = 'github_pat_e2e_token';
const SEEDED = 'admin-publish-spec:seeded';

// Signing in and editing in the form before publishing takes longer than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

interface Snapshot {
  builtAt: string;
  contentVersion: string;
  files: Record<string, string>;
}

interface Seed {
  snapshot: Snapshot;
  changes: ChangeSet;
  /** The files publishing must write: path -> exact text. */
  expected: Record<string, string>;
  event: JsonObject;
  newPrice: number;
}

async function readSnapshot(request: APIRequestContext): Promise<Snapshot> {
  const response = await request.get('/admin/content.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Snapshot;
}

/** The drafts: the first ticketed event's price up by one, and a new athlete copied from the first. */
function draftsOf(snapshot: Snapshot): Seed {
  const tickets = targetOf('tickets');
  const athletes = targetOf('athletes');
  const event = recordsOf(tickets, JSON.parse(snapshot.files[TICKETS]!) as JsonValue).find((e) => typeof e.ticketPrice === 'number' && e.ticketPrice > 0);
  const athlete = recordsOf(athletes, JSON.parse(snapshot.files[ATHLETES]!) as JsonValue)[0];
  if (!event || !athlete) throw new Error('the data has no ticketed event or no athlete');
  const newPrice = (event.ticketPrice as number) + 1;
  let changes = changeRecord([], tickets, { ...event, ticketPrice: newPrice });
  changes = addRecord(changes, athletes, { ...athlete, id: 'publish-spec-new-athlete', name: 'Publish Spec Athlete' });
  const writes = fileWrites(draftedFiles(snapshot.files, changes).rendered);
  const expected = Object.fromEntries(writes.map((w) => [w.path, w.text!]));
  return { snapshot, changes, expected, event, newPrice };
}

/** What the written files must say, checked apart from the library that wrote them. */
function expectWrittenAsDrafted(seed: Seed, written: Record<string, string>) {
  expect(Object.keys(written).sort()).toEqual([ATHLETES, TICKETS]);
  // The tickets file differs from the build's in one line: the price.
  const before = seed.snapshot.files[TICKETS]!.split('\n');
  const after = written[TICKETS]!.split('\n');
  expect(after).toHaveLength(before.length);
  const changed = after.filter((line, i) => line !== before[i]);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toMatch(new RegExp(`^\\s*"ticketPrice": ${seed.newPrice},?$`));
  // The athletes file holds every athlete it held, and the new one last.
  const athletes = (JSON.parse(written[ATHLETES]!) as { athletes: JsonObject[] }).athletes;
  const original = (JSON.parse(seed.snapshot.files[ATHLETES]!) as { athletes: JsonObject[] }).athletes;
  expect(athletes.slice(0, -1)).toEqual(original);
  expect(athletes.at(-1)).toEqual({ ...original[0], id: 'publish-spec-new-athlete', name: 'Publish Spec Athlete' });
  // And both are byte for byte what the repository's format gives.
  for (const [path, text] of Object.entries(seed.expected)) expect(written[path], path).toBe(text);
}

/** Before the first load only: the admin signed in and the drafts stored, as the console keeps them (made on this build). */
async function seedDrafts(context: BrowserContext, changes: ChangeSet, snapshot: Snapshot) {
  const stored = {
    [LOCAL_STORAGE_KEYS.session]: JSON.stringify({ state: { userId: null, userName: null, admin: true }, version: 1 }),
    [LOCAL_STORAGE_KEYS.drafts]: JSON.stringify({ state: { changes, base: rebaseOnto(changes, snapshot) }, version: 1 }),
  };
  await context.addInitScript(
    ({ flag, stored }) => {
      if (sessionStorage.getItem(flag)) return;
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      sessionStorage.setItem(flag, 'yes');
    },
    { flag: SEEDED, stored },
  );
}

async function openPublishTab(page: Page, seed: Seed) {
  await page.goto('/admin/dashboard/');
  await page.getByRole('tab', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: '2 changes in 2 files' })).toBeVisible();
  for (const line of describeChanges(seed.changes)) await expect(page.getByRole('tabpanel')).toContainText(line);
}

async function storedDrafts(page: Page): Promise<ChangeSet> {
  return page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{"state":{"changes":[]}}') as { state: { changes: ChangeSet } }).state.changes,
    LOCAL_STORAGE_KEYS.drafts,
  );
}

async function setUp(page: Page, context: BrowserContext, request: APIRequestContext, changes?: (seed: Seed) => ChangeSet): Promise<Seed> {
  const seed = draftsOf(await readSnapshot(request));
  await seedDrafts(context, changes ? changes(seed) : seed.changes, seed.snapshot);
  return seed;
}

/** data/tickets.json as it is in the repository (the test's own read, not the build's snapshot). */
const ticketsOnDisk = () => fs.readFileSync(path.join(process.cwd(), TICKETS), 'utf8');

/**
 * A change made the way an admin makes it: signed in, a ticketed event's price edited in the Content
 * tab's form and saved as a draft. The event is the first with a price, and the new price one no event has.
 */
async function editPriceInForm(page: Page): Promise<{ price: number; title: string }> {
  const events = (JSON.parse(ticketsOnDisk()) as { events: { id: number; title: string; ticketPrice: number }[] }).events;
  const event = events.find((e) => e.ticketPrice > 0);
  if (!event) throw new Error('data/tickets.json has no priced event');
  const price = Math.max(...events.map((e) => e.ticketPrice)) + 13;
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByLabel('Collection').selectOption({ label: 'Ticketed events' });
  await page.getByRole('button', { name: `Edit ${event.title} (${event.id})`, exact: true }).click();
  await page.getByLabel('Ticket price', { exact: true }).fill(String(price));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ticketed event ${event.id} as a draft.` })).toBeVisible();
  await page.getByRole('tab', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { name: '1 change in 1 file' })).toBeVisible();
  return { price, title: event.title };
}

/** The written tickets file is the repository's, byte for byte, but for the one line of the new price. */
function expectOnlyThePriceChanged(written: string | undefined, price: number) {
  const before = ticketsOnDisk().split('\n');
  const after = (written ?? '').split('\n');
  expect(after).toHaveLength(before.length);
  const changed = after.filter((line, i) => line !== before[i]);
  expect(changed).toHaveLength(1);
  expect(changed[0]).toMatch(new RegExp(`^\\s*"ticketPrice": ${price},?$`));
}

test.describe('GitHub', () => {
  interface GitHubStandIn {
    mutations: { input: Record<string, unknown> }[];
    reads: string[];
  }

  const CORS = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type, accept, x-github-api-version',
    'access-control-allow-methods': 'GET, POST, PATCH, OPTIONS',
  };

  /** GitHub's API, answered here: the branch at HEAD holding `branchFiles`; the mutation answered by `commit`. */
  async function gitHub(
    page: Page,
    branchFiles: Record<string, string>,
    commit: (input: Record<string, unknown>) => { status: number; body: unknown },
  ): Promise<GitHubStandIn> {
    const seen: GitHubStandIn = { mutations: [], reads: [] };
    await page.route('https://api.github.com/**', async (route: Route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      const json = (status: number, body: unknown) => route.fulfill({ status, headers: CORS, contentType: 'application/json', body: JSON.stringify(body) });
      const { query, variables } = request.postDataJSON() as { query: string; variables: Record<string, unknown> };
      expect(request.headers().authorization).toBe(`Bearer ${TOKEN}`);
      if (query.includes('createCommitOnBranch')) {
        const input = variables.input as Record<string, unknown>;
        seen.mutations.push({ input });
        const answer = commit(input);
        return json(answer.status, answer.body);
      }
      if (query.includes('qualifiedName')) return json(200, { data: { repository: { ref: { target: { oid: HEAD } } } } });
      const blobs: Record<string, unknown> = {};
      for (const [name, expression] of Object.entries(variables).filter(([name]) => /^e\d+$/.test(name))) {
        const path = String(expression).slice(`${HEAD}:`.length);
        seen.reads.push(String(expression));
        blobs[`f${name.slice(1)}`] = path in branchFiles ? { text: branchFiles[path], isTruncated: false, isBinary: false } : null;
      }
      return json(200, { data: { repository: blobs } });
    });
    return seen;
  }

  async function commitToGitHub(page: Page) {
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Repository').fill(REPO);
    await panel.getByLabel('Branch', { exact: true }).fill('main');
    await panel.getByLabel('GitHub token').fill(TOKEN);
    await panel.getByRole('button', { name: 'Commit to GitHub' }).click();
  }

  const committed = {
    status: 200,
    body: { data: { createCommitOnBranch: { commit: { oid: 'c0ffee'.padEnd(40, '0'), url: `https://github.com/${REPO}/commit/c0ffee` } } } },
  };

  test('commits exactly the changed files in one commit expecting the head it checked, then clears the drafts', async ({ page, context, request }) => {
    const seed = await setUp(page, context, request);
    const stand = await gitHub(page, seed.snapshot.files, () => committed);
    await openPublishTab(page, seed);
    await commitToGitHub(page);

    const done = page.getByRole('status').filter({ hasText: 'Committed 2 files to main' });
    await expect(done).toBeVisible();
    await expect(done.getByRole('link', { name: 'see the commit on GitHub' })).toHaveAttribute('href', `https://github.com/${REPO}/commit/c0ffee`);
    await expect(done).toContainText('The site updates once the deploy workflow has run');

    expect(stand.reads.sort()).toEqual([`${HEAD}:${ATHLETES}`, `${HEAD}:${TICKETS}`]);
    expect(stand.mutations).toHaveLength(1);
    const input = stand.mutations[0]!.input as {
      expectedHeadOid: string;
      branch: { repositoryNameWithOwner: string; branchName: string };
      fileChanges: { additions: { path: string; contents: string }[]; deletions: unknown[] };
    };
    expect(input.expectedHeadOid).toBe(HEAD);
    expect(input.branch).toEqual({ repositoryNameWithOwner: REPO, branchName: 'main' });
    expect(input.fileChanges.deletions).toEqual([]);
    const written = Object.fromEntries(input.fileChanges.additions.map((a) => [a.path, Buffer.from(a.contents, 'base64').toString('utf8')]));
    expectWrittenAsDrafted(seed, written);
    expect(input.fileChanges.additions.map((a) => a.contents).sort()).toEqual(
      Object.values(seed.expected)
        .map((text) => Buffer.from(text, 'utf8').toString('base64'))
        .sort(),
    );

    expect(await storedDrafts(page)).toEqual([]);
    // The token is in this tab's sessionStorage only, and signing out forgets it.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.githubToken)).toBe(TOKEN);
    expect(await page.evaluate(() => Object.values(localStorage).join('\n'))).not.toContain(TOKEN);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login\/$/);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.githubToken)).toBeNull();
  });

  test.describe('a pull request GitHub will not open', () => {
    test.use({ allowErrors: /status of 403/ });
    test('after the commit on its new branch: the commit is reported, with why and where to open the pull request by hand', async ({
      page,
      context,
      request,
    }) => {
      const seed = await setUp(page, context, request);
      const stand = await gitHub(page, seed.snapshot.files, () => committed);
      const rest: string[] = [];
      // Registered last, so it answers the REST calls (new branch, pull request) before the GraphQL stand-in.
      await page.route('https://api.github.com/repos/**', async (route: Route) => {
        const request = route.request();
        if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
        rest.push(`${request.method()} ${new URL(request.url()).pathname}`);
        const refused = request.url().endsWith('/pulls');
        return route.fulfill({
          status: refused ? 403 : 201,
          headers: CORS,
          contentType: 'application/json',
          body: JSON.stringify(refused ? { message: 'Resource not accessible by personal access token' } : { ref: 'refs/heads/x' }),
        });
      });
      await openPublishTab(page, seed);
      const panel = page.getByRole('tabpanel');
      await panel.getByLabel('Repository').fill(REPO);
      await panel.getByLabel('Branch', { exact: true }).fill('main');
      await panel.getByLabel('GitHub token').fill(TOKEN);
      await panel.getByLabel('Commit on a new branch and open a pull request').check();
      await panel.getByRole('button', { name: 'Commit and open a pull request' }).click();

      const done = page.getByRole('status').filter({ hasText: /Committed 2 files to content\// });
      await expect(done).toBeVisible();
      await expect(done).toContainText('The pull request was not opened: The token may not write to this repository.');
      await expect(done).toContainText('GitHub said: Resource not accessible by personal access token');
      const branch = must((await done.textContent())?.match(/to (content\/[\d-]+)/)?.[1], 'the new branch named');
      await expect(done.getByRole('link', { name: 'Open it on GitHub' })).toHaveAttribute(
        'href',
        `https://github.com/${REPO}/compare/main...${branch}?expand=1`,
      );
      await expect(page.getByRole('alert').filter({ hasText: 'Nothing was committed' })).toHaveCount(0);
      expect(stand.mutations).toHaveLength(1);
      expect(rest).toEqual([`POST /repos/${REPO}/git/refs`, `POST /repos/${REPO}/pulls`]);
      expect(await storedDrafts(page)).toEqual([]);
    });
  });

  test('shows a field the branch changed too, record by record, and commits nothing', async ({ page, context, request }) => {
    const seed = await setUp(page, context, request);
    const theirPrice = seed.newPrice + 4;
    const branchTickets = JSON.parse(seed.snapshot.files[TICKETS]!) as { events: JsonObject[] };
    const index = branchTickets.events.findIndex((e) => e.id === seed.event.id);
    branchTickets.events[index] = { ...branchTickets.events[index]!, ticketPrice: theirPrice };
    const stand = await gitHub(page, { ...seed.snapshot.files, [TICKETS]: `${JSON.stringify(branchTickets, null, 2)}\n` }, () => committed);
    await openPublishTab(page, seed);
    await commitToGitHub(page);

    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was committed and your drafts are kept' });
    await expect(alert).toBeVisible();
    const row = alert.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(seed.event.id), exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([TICKETS, 'ticketPrice', `changed to ${seed.newPrice}`, `changed to ${theirPrice}`]);
    expect(stand.mutations).toEqual([]);
    expect(await storedDrafts(page)).toEqual(seed.changes);
  });

  test('commits a price changed in the console’s form: the repository’s file but for that line', async ({ page, request }) => {
    const snapshot = await readSnapshot(request);
    const stand = await gitHub(page, snapshot.files, () => committed);
    const { price } = await editPriceInForm(page);
    await commitToGitHub(page);
    await expect(page.getByRole('status').filter({ hasText: 'Committed 1 file to main' })).toBeVisible();
    expect(stand.mutations).toHaveLength(1);
    const { additions, deletions } = (stand.mutations[0]!.input as { fileChanges: { additions: { path: string; contents: string }[]; deletions: unknown[] } })
      .fileChanges;
    expect(deletions).toEqual([]);
    expect(additions.map((a) => a.path)).toEqual([TICKETS]);
    expectOnlyThePriceChanged(Buffer.from(additions[0]!.contents, 'base64').toString('utf8'), price);
    expect(await storedDrafts(page)).toEqual([]);
  });

  test.describe('a token GitHub refuses', () => {
    test.use({ allowErrors: /status of 401/ });
    test('says so and keeps the drafts', async ({ page, context, request }) => {
      const seed = await setUp(page, context, request);
      await page.route('https://api.github.com/**', (route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill({ status: 204, headers: CORS })
          : route.fulfill({ status: 401, headers: CORS, contentType: 'application/json', body: JSON.stringify({ message: 'Bad credentials' }) }),
      );
      await openPublishTab(page, seed);
      await commitToGitHub(page);
      const alert = page.getByRole('alert').filter({ hasText: 'GitHub did not accept the token' });
      await expect(alert).toContainText('Nothing was committed; your drafts are kept.');
      await expect(alert).toContainText('GitHub said: Bad credentials');
      expect(await storedDrafts(page)).toEqual(seed.changes);
      await page.reload();
      await page.getByRole('tab', { name: 'Publish' }).click();
      await expect(page.getByRole('heading', { name: '2 changes in 2 files' })).toBeVisible();
    });
  });

  test('a branch that moved before the commit refuses it, in words, and the drafts stay', async ({ page, context, request }) => {
    const seed = await setUp(page, context, request);
    const stand = await gitHub(page, seed.snapshot.files, () => ({
      status: 200,
      body: { data: { createCommitOnBranch: null }, errors: [{ type: 'STALE_DATA', message: `Expected branch to point to "${HEAD}" but it did not` }] },
    }));
    await openPublishTab(page, seed);
    await commitToGitHub(page);
    await expect(page.getByRole('alert').filter({ hasText: 'The branch has new commits since your drafts were checked against it' })).toContainText(
      'your drafts are kept',
    );
    expect(stand.mutations).toHaveLength(1);
    expect(await storedDrafts(page)).toEqual(seed.changes);
  });
});

test.describe('a local checkout', () => {
  /** The origin-private file system stands in for the folder the person picks. */
  async function usePrivateFolderAsPicked(context: BrowserContext) {
    await context.addInitScript(() => {
      (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = () => navigator.storage.getDirectory();
    });
  }

  async function fillFolder(page: Page, files: Record<string, string>) {
    await page.evaluate(async (files) => {
      const root = await navigator.storage.getDirectory();
      for (const [path, text] of Object.entries(files)) {
        const steps = path.split('/');
        const name = steps.pop()!;
        let folder = root;
        for (const step of steps) folder = await folder.getDirectoryHandle(step, { create: true });
        const writable = await (await folder.getFileHandle(name, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    }, files);
  }

  async function readFolder(page: Page, paths: string[]): Promise<Record<string, string>> {
    return page.evaluate(async (paths) => {
      const root = await navigator.storage.getDirectory();
      const out: Record<string, string> = {};
      for (const path of paths) {
        const steps = path.split('/');
        const name = steps.pop()!;
        let folder = root;
        for (const step of steps) folder = await folder.getDirectoryHandle(step);
        out[path] = await (await (await folder.getFileHandle(name)).getFile()).text();
      }
      return out;
    }, paths);
  }

  test('writes exactly the changed files into the checkout', async ({ page, context, request }) => {
    await usePrivateFolderAsPicked(context);
    const seed = await setUp(page, context, request);
    await openPublishTab(page, seed);
    const untouched = Object.keys(seed.snapshot.files).find((path) => !(path in seed.expected))!;
    await fillFolder(page, {
      'package.json': JSON.stringify({ name: PROJECT_PACKAGE_NAME }),
      [TICKETS]: seed.snapshot.files[TICKETS]!,
      [ATHLETES]: seed.snapshot.files[ATHLETES]!,
      [untouched]: seed.snapshot.files[untouched]!,
    });
    await page.getByRole('button', { name: 'Choose the folder and write' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published into the folder' })).toContainText(`wrote ${TICKETS}, wrote ${ATHLETES}`);
    expectWrittenAsDrafted(seed, await readFolder(page, [TICKETS, ATHLETES]));
    expect((await readFolder(page, [untouched]))[untouched]).toBe(seed.snapshot.files[untouched]);
    // The drafts stay until the admin says the change is in the repository.
    expect(await storedDrafts(page)).toEqual(seed.changes);
    await page.getByRole('button', { name: 'Forget the published drafts' }).click();
    await expect(page.getByText('No drafts to publish.')).toBeVisible();
    expect(await storedDrafts(page)).toEqual([]);
  });

  test('writes a price changed in the console’s form: the repository’s file but for that line', async ({ page, context }) => {
    await usePrivateFolderAsPicked(context);
    const { price } = await editPriceInForm(page);
    await fillFolder(page, { 'package.json': JSON.stringify({ name: PROJECT_PACKAGE_NAME }), [TICKETS]: ticketsOnDisk() });
    await page.getByRole('button', { name: 'Choose the folder and write' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published into the folder' })).toContainText(`wrote ${TICKETS}`);
    expectOnlyThePriceChanged((await readFolder(page, [TICKETS]))[TICKETS], price);
  });

  test('refuses a folder that is not this project and writes nothing', async ({ page, context, request }) => {
    await usePrivateFolderAsPicked(context);
    const seed = await setUp(page, context, request);
    await openPublishTab(page, seed);
    await fillFolder(page, { 'package.json': JSON.stringify({ name: 'some-other-project' }), [TICKETS]: seed.snapshot.files[TICKETS]! });
    await page.getByRole('button', { name: 'Choose the folder and write' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'is not a checkout of this site' })).toContainText('Your drafts are kept.');
    expect((await readFolder(page, [TICKETS]))[TICKETS]).toBe(seed.snapshot.files[TICKETS]);
    expect(await storedDrafts(page)).toEqual(seed.changes);
  });

  test('without the File System Access API, says so and offers the zip', async ({ page, context, request }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'showDirectoryPicker', { value: undefined, configurable: true, writable: true });
    });
    const seed = await setUp(page, context, request);
    await openPublishTab(page, seed);
    await expect(page.getByText('This browser cannot write into a folder on your computer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose the folder and write' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the zip instead' }).click();
    expect((await download).suggestedFilename()).toMatch(/^content-changes-\d{4}-\d{2}-\d{2}\.zip$/);
  });
});

test('downloads a zip of the changed files under their paths, with CHANGES.txt', async ({ page, context, request }) => {
  const seed = await setUp(page, context, request);
  await openPublishTab(page, seed);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the zip', exact: true }).click();
  const download = await downloading;
  const entries = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const texts = Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]));
  const { 'CHANGES.txt': changes, ...files } = texts;
  expectWrittenAsDrafted(seed, files);
  expect(changes).toMatch(/^Content changes made in the admin console on \d{4}-\d{2}-\d{2}T/);
  for (const line of describeChanges(seed.changes)) expect(changes).toContain(`- ${line}\n`);
  await expect(page.getByRole('status').filter({ hasText: `Downloaded ${download.suggestedFilename()}` })).toBeVisible();
});

test('drafts the build would refuse are not offered for publishing; the build’s words are shown', async ({ page, context, request }) => {
  const seed = await setUp(page, context, request, (s) =>
    changeRecord(s.changes, targetOf('tickets'), { ...s.event, ticketPrice: s.newPrice, sport: 'no-such-sport' }),
  );
  await page.goto('/admin/dashboard/');
  await page.getByRole('tab', { name: 'Publish' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'These drafts cannot be published' });
  await expect(alert).toContainText(`${TICKETS}: events.`);
  await expect(alert).toContainText('unknown sport "no-such-sport"');
  await expect(page.getByRole('button', { name: /Commit to GitHub|Download the zip|Choose the folder/ })).toHaveCount(0);
  expect(await storedDrafts(page)).toHaveLength(seed.changes.length);
});

test('the Publish tab passes an axe scan', async ({ page, context, request }) => {
  const seed = await setUp(page, context, request);
  await openPublishTab(page, seed);
  await expectNoAxeViolations(page);
});
