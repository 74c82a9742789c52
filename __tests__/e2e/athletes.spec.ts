import type { Locator } from '@playwright/test';
import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { HASH_WAIT, adminSignIn, demoAthleteSignIn } from './accounts-helpers';
import { athleteIndex } from '../../lib/content/athletes';
import { getSamples } from '../../lib/content/samples';
import { getSportLinks } from '../../lib/content/sports';
import { athleteFigures } from '@/lib/athletes/figures';

// One record per athlete (data/athletes.json): the demo athlete's earnings and wins read the same on
// the home page, her sport's page, the admin console and her own dashboard, and are her record's.
const demoId = getSamples().demoAthlete;
const demo = athleteIndex().get(demoId)!;
const figures = athleteFigures(demo);
const sportName = getSportLinks().find((s) => s.slug === demo.sport)!.name;
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The text of the <dd> after the <dt> with this label, inside `scope`. */
async function figure(scope: Locator, label: string): Promise<string> {
  const dd = scope.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).locator('xpath=following-sibling::dd[1]');
  await expect(dd).toHaveCount(1);
  return (await dd.innerText()).trim();
}

test.describe.configure({ timeout: 90_000 });

test("the demo athlete's earnings and wins read the same on home, her sport page, admin and her dashboard", async ({ page }) => {
  const seen: { where: string; earnings: string; wins: string }[] = [];

  await page.goto('/');
  const home = page
    .getByRole('region', { name: 'Featured Athletes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: demo.name }) });
  seen.push({ where: 'home', earnings: await figure(home, 'Total winnings'), wins: await figure(home, 'Events won') });

  await page.goto(`/sports/${demo.sport}/#athletes`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Athletes' }).click();
  const card = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: demo.name }) });
  seen.push({ where: `${sportName} page`, earnings: await figure(card, 'Earnings'), wins: await figure(card, 'Wins') });

  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Athletes' }).click();
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Total earnings' }) });
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: demo.name, exact: true }) });
  await expect(row).toHaveCount(1);
  const cell = async (name: string) => (await row.locator('th, td').nth(headers.indexOf(name)).innerText()).trim();
  seen.push({ where: 'admin', earnings: await cell('Total earnings'), wins: await cell('Events won') });
  await expect(row).toContainText(sportName);

  await demoAthleteSignIn(page);
  await expect(page.getByRole('heading', { name: `Welcome back, ${demo.name}` })).toBeVisible({ timeout: HASH_WAIT });
  const tiles = page.locator('dl[aria-label="Your season at a glance"]');
  seen.push({ where: 'dashboard', earnings: await figure(tiles, 'Total Earnings'), wins: await figure(tiles, 'Events Won') });
  await expectNoAxeViolations(page);

  const expected = { earnings: usd(figures.earnings), wins: String(figures.wins) };
  for (const s of seen) expect(s).toEqual({ where: s.where, ...expected });

  // Her earnings tab adds up to the same total.
  await page.getByRole('tab', { name: 'Earnings' }).click();
  expect(await figure(page.getByRole('tabpanel'), 'Total Earnings')).toBe(usd(figures.earnings));
});
