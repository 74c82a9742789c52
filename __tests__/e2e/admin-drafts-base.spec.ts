import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { LOCAL_STORAGE_KEYS } from '../../lib/stores/storage-keys';
import type { DraftBase } from '@/lib/admin/draft-base';
import { recordsOf } from '@/lib/publishing/collection-target';
import { changeRecord, type ChangeSet } from '@/lib/publishing/drafts';
import type { JsonObject, JsonValue } from '@/lib/publishing/json-format';
import { targetOf } from '@/lib/publishing/table-targets';

/*
 * Drafts made on an older build of the site: seeded with a base fingerprint the build does not have,
 * on the built site's own /admin/content.json. Two ticketed events (the first two of the file) are
 * repriced: the first one's base had another title (so the new build changed that record too: a
 * conflict), the second one's base is the record as built (safe).
 */

const TICKETS = 'data/tickets.json';
const SEEDED = 'admin-drafts-base-spec:seeded';

test.describe.configure({ timeout: 90_000 });

interface Seed {
  changes: ChangeSet;
  changedHere: JsonObject;
  safe: JsonObject;
  oldTitle: string;
  contentVersion: string;
}

async function seed(context: BrowserContext, request: APIRequestContext): Promise<Seed> {
  const response = await request.get('/admin/content.json');
  expect(response.ok()).toBe(true);
  const snapshot = (await response.json()) as { contentVersion: string; files: Record<string, string> };
  const target = targetOf('tickets');
  const [first, second] = recordsOf(target, JSON.parse(snapshot.files[TICKETS]!) as JsonValue);
  if (!first || !second) throw new Error('the data needs two ticketed events');
  const oldTitle = `${String(first.title)} (as it was)`;
  const wasFirst = { ...first, title: oldTitle };
  // The drafts as the console made them on the old build: the first event edited from its old record.
  let changes = changeRecord([], target, { ...wasFirst, ticketPrice: Number(first.ticketPrice) + 3 });
  changes = changeRecord(changes, target, { ...second, ticketPrice: Number(second.ticketPrice) + 5 });
  const base: DraftBase = {
    version: 'an-older-build',
    builtAt: '2026-01-15T09:00:00.000Z',
    records: { [TICKETS]: { [String(first.id)]: wasFirst, [String(second.id)]: second } },
  };
  const stored = {
    [LOCAL_STORAGE_KEYS.session]: JSON.stringify({ state: { userId: null, userName: null, admin: true }, version: 1 }),
    [LOCAL_STORAGE_KEYS.drafts]: JSON.stringify({ state: { changes, base }, version: 1 }),
  };
  await context.addInitScript(
    ({ flag, stored }) => {
      if (sessionStorage.getItem(flag)) return;
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      sessionStorage.setItem(flag, 'yes');
    },
    { flag: SEEDED, stored },
  );
  return { changes, changedHere: first, safe: second, oldTitle, contentVersion: snapshot.contentVersion };
}

async function stored(page: Page): Promise<{ changes: ChangeSet; base: DraftBase | null }> {
  return page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { state: { changes: ChangeSet; base: DraftBase | null } }).state,
    LOCAL_STORAGE_KEYS.drafts,
  );
}

const warning = (page: Page) => page.getByRole('region', { name: 'Your drafts were made on an earlier build of the site' });
const item = (page: Page, key: unknown) =>
  warning(page)
    .getByRole('listitem')
    .filter({ hasText: `Changed tickets ${String(key)}:` });

async function openWarning(page: Page, s: Seed) {
  await page.goto('/admin/dashboard/');
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(warning(page)).toContainText('One record was changed in the new build too');
  await expect(item(page, s.safe.id)).toContainText('not changed by the new build; your draft applies to it as it is.');
  await expect(item(page, s.changedHere.id)).toContainText('changed in the new build too.');
}

test('drafts from an older build: the record the new build changed too shows both values, and keeping the draft lets them publish', async ({
  page,
  context,
  request,
}) => {
  const s = await seed(context, request);
  await openWarning(page, s);
  const conflict = item(page, s.changedHere.id);
  const titleRow = conflict.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'title', exact: true }) });
  await expect(titleRow.getByRole('cell')).toHaveText([JSON.stringify(s.changedHere.title), JSON.stringify(s.oldTitle)]);
  const priceRow = conflict.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ticketPrice', exact: true }) });
  await expect(priceRow.getByRole('cell')).toHaveText([String(s.changedHere.ticketPrice), String(Number(s.changedHere.ticketPrice) + 3)]);
  await expectNoAxeViolations(page);

  // Nothing publishes until the admin has chosen.
  await page.getByRole('tab', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing can be published yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Commit to GitHub|Download the zip|Choose the folder/ })).toHaveCount(0);

  await page.getByRole('button', { name: `Keep my draft of tickets ${String(s.changedHere.id)}` }).click();
  await expect(warning(page)).toContainText('Every draft applies to the new build as it is.');
  await expect(page.getByRole('button', { name: 'Download the zip', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Carry on with these drafts on the new build' }).click();
  await expect(warning(page)).toHaveCount(0);

  const after = await stored(page);
  expect(after.changes).toEqual(s.changes);
  expect(after.base?.version).toBe(s.contentVersion);
  // Over a reload the drafts stand on this build: no warning.
  await page.reload();
  await page.getByRole('tab', { name: 'Drafts (2)' }).click();
  await expect(page.getByLabel('Changes to data/tickets.json')).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});

test('drafts from an older build: taking the site’s record drops that draft only', async ({ page, context, request }) => {
  const s = await seed(context, request);
  await openWarning(page, s);
  await page.getByRole('button', { name: `Take the site’s tickets ${String(s.changedHere.id)}` }).click();
  await expect(item(page, s.changedHere.id)).toHaveCount(0);
  await expect(item(page, s.safe.id)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toBeVisible();
  const after = await stored(page);
  expect(after.changes.flatMap((e) => e.drafts.map((d) => d.key))).toEqual([String(s.safe.id)]);
  // The safe draft is still shown until the admin carries on with it.
  await expect(warning(page)).toContainText('Every draft applies to the new build as it is.');
});
