import type { Page, Request } from '@playwright/test';
import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { HASH_WAIT, chooseSport, newAthlete } from './accounts-helpers';
import { escapeRegExp } from './content-records';
import { getFeaturedSportLinks, getSportLinks } from '../../lib/content/sports';
import { at } from '@/lib/must';

// The sport picker: the page carries the featured sports, the full list is /sports.json, fetched when
// the picker is first used. Whatever sports the data holds: a sport that is not featured if there is
// one (it must come from the file), else the last.
const featured = getFeaturedSportLinks();
const featuredSlugs = new Set(featured.map((s) => s.slug));
const unfeatured = getSportLinks().find((s) => !featuredSlugs.has(s.slug)) ?? at(getSportLinks(), -1, 'sport');
const firstFeatured = at(featured, 0, 'featured sport');

// PBKDF2 with 600,000 iterations is slow on purpose; on a busy machine a hash can take seconds.
test.describe.configure({ timeout: 90_000 });

const isSportsFile = (request: Request) => new URL(request.url()).pathname.endsWith('/sports.json');

/** Counts the requests for /sports.json from now on. */
function countSportsFile(page: Page) {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (isSportsFile(r)) seen.n += 1;
  });
  return seen;
}

/** Moves the active option down until it is `name` (the list's order is the picker's business), then presses Enter. */
async function chooseByKeyboard(page: Page, label: string, name: string) {
  const picker = page.getByRole('combobox', { name: label });
  const options = page.getByRole('listbox', { name: 'Sports' }).getByRole('option');
  await expect(options.filter({ hasText: name }).first()).toBeVisible();
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    await picker.press('ArrowDown');
    const active = await picker.getAttribute('aria-activedescendant');
    expect(active, 'an option is active').toBeTruthy();
    if ((await page.locator(`[id="${active}"]`).innerText()).trim().startsWith(name)) break;
  }
  await picker.press('Enter');
  await expect(picker).toHaveValue(name);
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
}

async function fillAthlete(page: Page, a: ReturnType<typeof newAthlete>) {
  await page.getByLabel('First name').fill(a.firstName);
  await page.getByLabel('Last name').fill(a.lastName);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
}

test('on /join/ a sport is chosen by keyboard from the full list, fetched once when the picker is used, and the athlete joins', async ({ page }) => {
  const sportsFile = countSportsFile(page);
  await page.clock.install();
  await page.goto('/join/');
  await waitForHydration(page);
  expect(sportsFile.n, 'nothing fetched before the picker is used').toBe(0);

  const a = newAthlete({ firstName: 'Kai', sport: unfeatured.name });
  await fillAthlete(page, a);
  const picker = page.getByRole('combobox', { name: 'Your sport' });
  await page.getByLabel('Password').press('Tab');
  await expect(picker).toBeFocused();
  await page.keyboard.type(unfeatured.name.slice(0, 3));
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page, { label: 'picker open' });
  await chooseByKeyboard(page, 'Your sport', unfeatured.name);

  // Opening it again fetches nothing more; Escape closes it and keeps the choice.
  await picker.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Sports' }).getByRole('option', { name: new RegExp(`^${escapeRegExp(firstFeatured.name)}`) })).toBeVisible();
  await picker.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toHaveValue(unfeatured.name);
  expect(sportsFile.n, 'the list fetched once').toBe(1);

  await page.getByRole('button', { name: 'Join the League' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { name: `Welcome to the league, ${a.firstName}!` })).toBeVisible({ timeout: HASH_WAIT });
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(/\/user\/dashboard\/$/);
  const heading = page.getByRole('heading', { name: `Welcome, ${a.firstName} ${a.lastName}` });
  await expect(heading).toBeVisible({ timeout: HASH_WAIT });
  // The dashboard names her sport (from the file when it is not featured).
  await expect(heading.locator('xpath=following-sibling::p')).toHaveText(unfeatured.name);
});

test('typed text of any kind filters without error and says when no sport matches', async ({ page }) => {
  await page.goto('/join/');
  await waitForHydration(page);
  const picker = page.getByRole('combobox', { name: 'Your sport' });
  const odd = `"'<b>&%*(${'z'.repeat(990)}`;
  await picker.fill(odd);
  await expect(page.getByText(/^No sport matches “"'<b>&%\*\(z+…”\.$/)).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Sports' }).getByRole('option')).toHaveCount(0);
  await expect(picker).toHaveValue(odd);
});

test.describe('when the list of sports cannot be fetched', () => {
  test.use({ allowErrors: /Failed to load resource/ });

  test('says so with a retry, keeps what was typed, and the featured sports still work', async ({ page }) => {
    let blocked = 0;
    await page.route('**/sports.json', (route) => {
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await page.clock.install();
    await page.goto('/join/');
    await waitForHydration(page);
    const a = newAthlete({ firstName: 'Noor', sport: firstFeatured.name });
    await fillAthlete(page, a);

    const picker = page.getByRole('combobox', { name: 'Your sport' });
    if (unfeatured.slug !== firstFeatured.slug && !featuredSlugs.has(unfeatured.slug)) {
      await picker.fill(unfeatured.name);
      await expect(page.getByRole('alert').filter({ hasText: 'The full list of sports could not be loaded' })).toBeVisible();
      await expect(page.getByText(`No sport matches “${unfeatured.name.slice(0, 40)}`)).toBeVisible();
      await expect(picker).toHaveValue(unfeatured.name);
    } else {
      await picker.focus();
      await expect(page.getByRole('alert').filter({ hasText: 'The full list of sports could not be loaded' })).toBeVisible();
    }
    expect(blocked).toBeGreaterThan(0);
    await expect(page.getByLabel('First name')).toHaveValue(a.firstName);
    await expect(page.getByLabel('Email')).toHaveValue(a.email);
    await expectNoAxeViolations(page, { label: 'list failed' });

    // Retrying while still offline says so again.
    const before = blocked;
    await page.getByRole('button', { name: 'Try loading every sport again' }).click();
    await expect.poll(() => blocked).toBeGreaterThan(before);
    await expect(page.getByRole('alert').filter({ hasText: 'The full list of sports could not be loaded' })).toBeVisible();

    // A featured sport is chosen all the same, and the athlete joins.
    await chooseSport(page, 'Your sport', firstFeatured.name);
    await page.getByRole('button', { name: 'Join the League' }).click();
    await page.clock.runFor(2000);
    await expect(page.getByRole('heading', { name: `Welcome to the league, ${a.firstName}!` })).toBeVisible({ timeout: HASH_WAIT });
  });
});

test("the dashboard profile changes the athlete's sport, and the change shows after a reload", async ({ page }) => {
  await page.clock.install();
  await page.goto('/join/');
  await waitForHydration(page);
  const a = newAthlete({ firstName: 'Ines', sport: firstFeatured.name });
  await fillAthlete(page, a);
  await chooseSport(page, 'Your sport', firstFeatured.name);
  await page.getByRole('button', { name: 'Join the League' }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { name: `Welcome to the league, ${a.firstName}!` })).toBeVisible({ timeout: HASH_WAIT });
  await page.clock.runFor(2000);
  const heading = page.getByRole('heading', { name: `Welcome, ${a.firstName} ${a.lastName}` });
  await expect(heading).toBeVisible({ timeout: HASH_WAIT });
  await expect(heading.locator('xpath=following-sibling::p')).toHaveText(firstFeatured.name);

  const other = unfeatured.slug === firstFeatured.slug ? at(getSportLinks(), 0, 'sport') : unfeatured;
  await page.getByRole('tab', { name: 'Profile' }).click();
  const picker = page.getByRole('combobox', { name: 'Current sport' });
  await expect(picker).toHaveValue(firstFeatured.name);
  await picker.click();
  await picker.fill(other.name.slice(0, 4));
  await chooseByKeyboard(page, 'Current sport', other.name);
  await expectNoAxeViolations(page, { label: 'profile' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(heading.locator('xpath=following-sibling::p')).toHaveText(other.name);

  await page.reload();
  await waitForHydration(page);
  await expect(heading.locator('xpath=following-sibling::p')).toHaveText(other.name, { timeout: HASH_WAIT });
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('combobox', { name: 'Current sport' })).toHaveValue(other.name);
});
