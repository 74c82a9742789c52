import fs from 'node:fs';
import path from 'node:path';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { adminSignIn } from './accounts-helpers';
import { escapeRegExp } from './content-records';
import { checkDroppedSport } from '@/lib/admin/sport-file';
import { contentFileTexts } from '../../lib/content/file-texts';
import { formatUSD } from '@/lib/format/en-us';
import type { Page } from '@playwright/test';
import { must } from '@/lib/must';

// The real data/ (any valid content): records are chosen by what they are, never by name.
type Json = Record<string, unknown> & { id: number; title: string; sport: string; ticketPrice: number };
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', file), 'utf8')) as Record<string, unknown>;
const events = read('tickets.json').events as Json[];
/** The first ticketed event of data/tickets.json. */
const event = events[0]!;
const sport = read(`sports/${event.sport}.json`) as { slug: string; name: string };
type TeamJson = { id: string; name: string; wins: number; losses: number };

test.describe.configure({ timeout: 90_000 });

async function openContent(page: Page, collection?: string) {
  await page.getByRole('tab', { name: 'Content' }).click();
  const select = page.getByLabel('Collection');
  await expect(select).toBeVisible();
  if (collection) await select.selectOption({ label: collection });
}

const eventName = `${event.title} (${event.id})`;

test.describe('admin content', () => {
  test('a ticketed event’s price: previewed, kept over a reload and in a second tab, shown in the diff, discarded', async ({ page, context }) => {
    const price = event.ticketPrice + 7;
    await adminSignIn(page);
    await openContent(page);
    await page.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
    await page.getByLabel('Ticket price', { exact: true }).fill(String(price));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved ticketed event ${event.id} as a draft.` })).toBeVisible();
    const preview = page.getByRole('region', { name: `Preview of ${event.title}` });
    await expect(preview.getByRole('heading', { name: event.title, exact: true })).toBeVisible();
    await expect(preview).toContainText(`${formatUSD(price)} ticket`);
    await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await openContent(page);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Edit ${eventName}`, exact: true }) });
    await expect(row).toContainText('Changed');

    const second = await context.newPage();
    await second.goto('/admin/dashboard/');
    await second.getByRole('tab', { name: 'Drafts (1)' }).click();
    const diff = second.getByLabel('Changes to data/tickets.json');
    await expect(diff.locator('code').filter({ hasText: new RegExp(`^\\+\\s*"ticketPrice": ${price},?$`) })).toHaveCount(1);
    await expect(diff.locator('code').filter({ hasText: new RegExp(`^-\\s*"ticketPrice": ${event.ticketPrice},?$`) })).toHaveCount(1);
    await second.getByRole('button', { name: `Discard changed tickets ${event.id}` }).click();
    await expect(second.getByText('No drafts.')).toBeVisible();
    await expect(second.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();
    // The first tab hears of it too.
    await expect(page.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();
    await expect(row).not.toContainText('Changed');
  });

  test('a record saved in another tab while this one edits it is not overwritten: the save says so and keeps the edits', async ({ page, context }) => {
    await adminSignIn(page);
    await openContent(page);
    await page.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
    await page.getByLabel('Title', { exact: true }).fill(`${event.title} renamed`);

    const second = await context.newPage();
    await second.goto('/admin/dashboard/');
    await openContent(second);
    await second.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
    await second.getByLabel('Ticket price', { exact: true }).fill(String(event.ticketPrice + 5));
    await second.getByRole('button', { name: 'Save draft' }).click();
    await expect(second.getByRole('status').filter({ hasText: `Saved ticketed event ${event.id} as a draft.` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'was changed in another tab or window since you opened it' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${event.title} renamed`);
    // The other tab's price is the draft, untouched.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
    await expect(page.getByLabel('Ticket price', { exact: true })).toHaveValue(String(event.ticketPrice + 5));
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(event.title);
  });

  test("a save that changes nothing makes no draft; a second new record with the first one's id is refused, not put in its place", async ({ page }) => {
    await adminSignIn(page);
    await openContent(page);
    await page.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `No changes to save in ticketed event ${event.id}.` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();

    // Two new events given one id: the first stays, the second is refused in the build's words.
    const newId = Math.max(...events.map((e) => e.id)) + 1;
    for (const title of ['First new event', 'Second new event']) {
      await page.getByRole('button', { name: `Duplicate ${eventName}`, exact: true }).click();
      await page.getByLabel('Id', { exact: true }).fill(String(newId));
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByRole('button', { name: 'Save draft' }).click();
      if (title.startsWith('First')) await expect(page.getByRole('status').filter({ hasText: `Saved ticketed event ${newId} as a draft.` })).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: `data/tickets.json: events.id: duplicate value ${newId}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: `Edit First new event (${newId})`, exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toBeVisible();
  });

  test('adds an athlete as a draft', async ({ page }) => {
    await adminSignIn(page);
    await openContent(page, 'Athletes');
    await page.getByRole('button', { name: 'New athlete' }).click();
    const id = `e2e-new-athlete-${Date.now()}`;
    await page.getByLabel('Id', { exact: true }).fill(id);
    await page.getByLabel('Name', { exact: true }).fill('Rosa Ibarra');
    await page.getByLabel('Sport', { exact: true }).fill(sport.slug);
    await page.getByLabel('Position', { exact: true }).fill('Forward');
    await page.getByLabel('City', { exact: true }).fill('Austin');
    await page.getByLabel('Country', { exact: true }).fill('US');
    await page.getByLabel(/^Achievement/).fill('Rookie of the year');
    await page.getByLabel('Rating', { exact: true }).fill('8.5');
    await page.getByRole('button', { name: 'Save draft' }).click();
    // Without a history, her figures are hers to give: the schema names each missing one.
    await expect(page.getByRole('alert').filter({ hasText: /^Earnings: required/ })).toBeVisible();
    await page.getByLabel('Earnings (optional)', { exact: true }).fill('12000');
    await page.getByLabel('Wins (optional)', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved athlete ${id} as a draft.` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: id })).toContainText('Added');
    const preview = page.getByRole('region', { name: 'Preview of Rosa Ibarra' });
    await expect(preview.getByRole('heading', { name: 'Rosa Ibarra', exact: true })).toBeVisible();
    await expect(preview).toContainText(sport.name);
  });

  test('a bad value is refused: the field named by the schema, a cross-record mistake in the build’s words', async ({ page }) => {
    await adminSignIn(page);
    await openContent(page);
    await page.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
    await page.getByLabel('Ticket price', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Ticket price: / })).toBeVisible();
    await page.getByLabel('Ticket price', { exact: true }).fill(String(event.ticketPrice));
    await expect(page.getByRole('alert').filter({ hasText: /^Ticket price: / })).toHaveCount(0);
    await page.getByLabel('Sport', { exact: true }).fill('no-such-sport');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const index = events.indexOf(event);
    await expect(page.getByRole('alert').filter({ hasText: 'The build would refuse' })).toContainText(
      `data/tickets.json: events.${index}.sport: unknown sport "no-such-sport" (expected the name of a file in data/sports)`,
    );
    await expect(page.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();
  });

  test('a record typed as JSON: text that does not read, a misspelled field or a day the calendar lacks is refused, nothing saved', async ({ page }) => {
    await adminSignIn(page);
    await openContent(page);
    await page.getByRole('button', { name: `Edit ${eventName}`, exact: true }).click();
    await page.getByRole('button', { name: 'Edit as JSON' }).click();
    const box = page.getByLabel('Record as JSON');
    const typed = (record: Record<string, unknown>) => JSON.stringify(record, null, 2);
    const problem = page.getByRole('alert').filter({ hasText: 'The build would refuse' });

    // A change that reads, then the text broken: the save refuses it rather than saving the text that last read.
    await box.fill(typed({ ...event, title: `${event.title} renamed` }));
    await box.fill(typed({ ...event, title: `${event.title} renamed` }).slice(0, -1));
    await expect(page.getByRole('alert').filter({ hasText: /^Record as JSON: not valid JSON/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(problem).toContainText('Record as JSON: not valid JSON');

    await box.fill(typed({ ...event, ticketPirce: 10 }));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(problem).toContainText('has no field "ticketPirce": check the spelling, or remove it.');

    await box.fill(typed({ ...event, date: '2026-02-31' }));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(problem).toContainText('expected a day that exists in the calendar');
    await expect(page.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();
  });

  test('a team: its record previewed as its card, a captain who is no athlete refused in the build’s words', async ({ page }) => {
    const team = must((read('teams.json').teams as TeamJson[])[0], 'a team in data/teams.json');
    await adminSignIn(page);
    await openContent(page, 'Teams');
    await page.getByRole('button', { name: `Edit ${team.name} (${team.id})`, exact: true }).click();
    await page.getByLabel('Wins', { exact: true }).fill(String(team.wins + 1));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved team ${team.id} as a draft.` })).toBeVisible();
    const preview = page.getByRole('region', { name: `Preview of ${team.name}` });
    await expect(preview.getByRole('heading', { name: team.name, exact: true })).toBeVisible();
    await expect(preview).toContainText(`${team.wins + 1}-${team.losses}`);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Edit ${team.name} (${team.id})`, exact: true }).click();
    await page.getByLabel('Captain', { exact: true }).fill('no-such-athlete');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The build would refuse' })).toContainText(
      'data/teams.json: teams.0.captain: unknown athlete "no-such-athlete" (expected an id in data/athletes.json)',
    );
    await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toBeVisible();
  });

  test('deleting a sport an event plays is refused, the event named', async ({ page }) => {
    await adminSignIn(page);
    await openContent(page, 'Sports');
    await page.getByRole('button', { name: `Delete ${sport.name} (${sport.slug})`, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be deleted' })).toContainText(
      new RegExp(`sports ${escapeRegExp(sport.slug)} cannot be deleted .*tickets ${event.id} \\(sport\\)`),
    );
    await expect(page.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();
  });

  test('a changed sport is previewed as its page', async ({ page }) => {
    const renamed = `${sport.name} Renamed`;
    await adminSignIn(page);
    await openContent(page, 'Sports');
    await page.getByRole('button', { name: `Edit ${sport.name} (${sport.slug})`, exact: true }).click();
    // The sport's own name is its first Name field (its tabs hold names of their own).
    await page.getByLabel('Name', { exact: true }).first().fill(renamed);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved sport ${sport.slug} as a draft.` })).toBeVisible();
    const preview = page.getByRole('region', { name: `Preview of ${renamed}` });
    await expect(preview.getByRole('heading', { level: 1 })).toContainText(renamed);
    await expectNoAxeViolations(page);
  });

  test('a dropped sport file the build would refuse is refused in its words', async ({ page }) => {
    const name = 'not-its-slug.json';
    const text = JSON.stringify({ ...sport, slug: `${sport.slug}-2` });
    const expected = checkDroppedSport(name, text, contentFileTexts());
    expect(expected.ok).toBe(false);
    await adminSignIn(page);
    await openContent(page, 'Sports');
    await page.getByLabel('Sport file (.json)').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    const alert = page.getByRole('alert').filter({ hasText: 'The build would refuse this sport file' });
    if (!expected.ok) for (const problem of expected.problems) await expect(alert).toContainText(problem);
    await expect(page.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
