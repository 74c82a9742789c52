import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../e2e/fixtures';
import { adminSignIn } from '../e2e/accounts-helpers';
import { formatUSD } from '@/lib/format/en-us';
import { must } from '@/lib/must';

/*
 * The admin's round trip, run by npm run editor-check on its copy of the project (its export served):
 * in the console, a ticketed event's price is changed, an athlete added to a sport's roster and an
 * article's title rewritten (its preview checked), the
 * Publish tab's zip is downloaded to ROUNDTRIP_DIR, and what the rebuilt public pages must show is
 * written beside it (expected.json). The script unpacks the zip over the copy, builds it again and
 * looks for each text. Records are chosen by property from the copy's data/, never by name.
 */
const out = must(process.env.ROUNDTRIP_DIR, 'ROUNDTRIP_DIR (set by scripts/editor-check.mjs)');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', file), 'utf8'));

type TicketEvent = { id: number; title: string; ticketPrice: number };
const events = read('tickets.json').events as TicketEvent[];
const event = must(events[0], 'a ticketed event');
// A price no event has, so the rebuilt tickets page can show only this event with it.
const price = Math.max(...events.map((e) => e.ticketPrice)) + 11;

const sportSlug = must(
  fs
    .readdirSync(path.join(process.cwd(), 'data', 'sports'))
    .map((f) => read(`sports/${f}`) as { slug: string; name: string; tabs: { athletes?: { athletes?: string[] } } })
    .find((s) => Array.isArray(s.tabs.athletes?.athletes)),
  'a sport whose page lists athletes',
).slug;
const athleteIds = new Set((read('athletes.json').athletes as { id: string }[]).map((a) => a.id));
let n = 1;
while (athleteIds.has(`console-athlete-${n}`)) n += 1;
const athlete = { id: `console-athlete-${n}`, name: `Console Athlete ${n}` };

// An article (the first in the file), its title rewritten: its page /recap-news/<slug>/ must show the new one.
const article = must((read('articles.json').articles as { slug: string; title: string }[])[0], 'an article');
const articleTitle = `${article.title}: Updated from the Console`;

test('the console changes a price, adds an athlete and edits an article, and publishes them as a zip', async ({ page }) => {
  test.setTimeout(180_000);
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Content' }).click();
  const collection = page.getByLabel('Collection');

  await collection.selectOption({ label: 'Ticketed events' });
  await page.getByRole('button', { name: `Edit ${event.title} (${event.id})`, exact: true }).click();
  await page.getByLabel('Ticket price', { exact: true }).fill(String(price));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ticketed event ${event.id} as a draft.` })).toBeVisible();

  await collection.selectOption({ label: 'Athletes' });
  await page.getByRole('button', { name: 'New athlete' }).click();
  const fields: [string, string][] = [
    ['Id', athlete.id],
    ['Name', athlete.name],
    ['Sport', sportSlug],
    ['Position', 'Forward'],
    ['City', 'Austin'],
    ['Country', 'US'],
    ['Achievement (optional)', 'Signed with the league this week'],
    ['Rating', '8.5'],
    ['Earnings (optional)', '12000'],
    ['Wins (optional)', '3'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved athlete ${athlete.id} as a draft.` })).toBeVisible();

  // Her sport's page lists her: the sport's athletes tab names her id (edited as JSON).
  await collection.selectOption({ label: 'Sports' });
  await page.getByRole('button', { name: new RegExp(`^Edit .* \\(${sportSlug}\\)$`) }).click();
  await page.getByRole('button', { name: 'Edit as JSON' }).click();
  const json = page.getByLabel('Record as JSON');
  const sport = JSON.parse(await json.inputValue());
  sport.tabs.athletes.athletes = [...sport.tabs.athletes.athletes, athlete.id];
  await json.fill(JSON.stringify(sport, null, 2));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved sport ${sportSlug} as a draft.` })).toBeVisible();

  await collection.selectOption({ label: 'Articles' });
  await page.getByRole('button', { name: `Edit ${article.title} (${article.slug})`, exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill(articleTitle);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved article ${article.slug} as a draft.` })).toBeVisible();
  // Its preview is the article page's own component, with the new title.
  const preview = page.getByRole('region', { name: `Preview of ${articleTitle}` });
  await expect(preview.getByRole('heading', { name: articleTitle, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Publish' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the zip', exact: true }).click();
  await (await downloading).saveAs(path.join(out, 'changes.zip'));

  const expected = {
    pages: [
      { route: 'buy-tickets', text: `${formatUSD(price)} ticket`, what: `the new price of ${event.title}` },
      { route: `sports/${sportSlug}`, text: athlete.name, what: 'the new athlete on her sport’s page' },
      { route: `recap-news/${article.slug}`, text: articleTitle, what: 'the article’s new title on its page' },
    ],
  };
  fs.writeFileSync(path.join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
});
