import type { Locator } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { getSportLinks } from '../../lib/content/sports';
import { getSpecialEventLinks } from '../../lib/content/special-events';
import { getSite } from '../../lib/content/site';
import { exportBuildYear } from './export-links';
import { LOCAL_STORAGE_KEYS } from '../../lib/stores/storage-keys';
import { flagCode, flagInSprite } from '@/lib/site/flags';
import { at } from '@/lib/must';

const events = getSpecialEventLinks();
const site = getSite();
const countryCount = site.countries.length;
/** The sports data/site.json features, in its order (read from the records, whatever they are). */
const featured = site.featuredSports.map((slug) => getSportLinks().find((s) => s.slug === slug)!);
/** What the sport menus list: the featured sports by name and page, then All sports. */
const menu = [...featured.map((s) => [s.name, `/sports/${s.slug}/`]), ['All sports', '/sports/']];
/** The sport the checks below open from the menu: the first one listed. */
const sport = at(featured, 0, 'featured sport');
/** The names and addresses of the links in a list. */
const linksOf = (list: Locator) => list.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));

test.describe('header menus', { tag: '@phone' }, () => {
  test('Sporting Events lists the featured sports and All sports, Events every special event; Escape closes the menu', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByText('Menu', { exact: true }).click();
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    await nav.getByText('Sporting Events').click();
    // Exactly the featured sports of data/site.json, in its order, then the index of every sport.
    const sportMenu = nav.locator('details', { has: page.getByText('Sporting Events', { exact: true }) }).getByRole('list');
    expect(await linksOf(sportMenu)).toEqual(menu);
    for (const [name] of menu) await expect(sportMenu.getByRole('link', { name, exact: true })).toBeVisible();
    if (!isMobile) {
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: sport.name, exact: true })).toBeHidden();
    }

    await nav.getByText('Events', { exact: true }).click();
    for (const e of events) await expect(nav.getByRole('link', { name: e.name, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: at(events, 0).name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${at(events, 0).slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(at(events, 0).name);
  });

  test('the menu opens from the keyboard and Escape returns focus to it', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByText(isMobile ? 'Menu' : 'Sporting Events', { exact: true }).first();
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    await expect(nav.getByRole('link', { name: isMobile ? 'Tickets' : sport.name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: isMobile ? 'Tickets' : sport.name, exact: true })).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('tabbing out of an open menu closes it: focus never sits under its panel', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByText(isMobile ? 'Menu' : 'Sporting Events', { exact: true }).first();
    await menu.focus();
    await page.keyboard.press('Enter');
    const details = menu.locator('xpath=ancestor::details[1]');
    await expect(details).toHaveAttribute('open', '');
    const links = await details.locator('a, button, summary').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(details).not.toHaveAttribute('open', '');
    expect(await page.evaluate(() => !document.activeElement?.closest('details[open]'))).toBe(true);
  });

  test('the main links reach their pages', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByText('Menu', { exact: true }).click();
    const nav = isMobile ? page.getByRole('navigation', { name: 'Mobile' }) : page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of <[string, string][]>[
      ['Upcoming Events', '/upcoming-contests/'],
      ['Tickets', '/buy-tickets/'],
      ['Shop', '/purchase-uniforms/'],
      ['How It Works', '/how-it-works/'],
      ['Contact', '/contact/'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(page.getByRole('link', { name: 'Join League', exact: true }).first()).toHaveAttribute('href', '/join/');
  });
});

test.describe('navigation', { tag: '@phone' }, () => {
  test('a menu link navigates and the menu closes behind it', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    if (isMobile) await page.getByText('Menu', { exact: true }).click();
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    await nav.getByText('Sporting Events').click();
    await nav.getByRole('link', { name: sport.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/sports/${sport.slug}/$`));
    await expect(nav.getByRole('link', { name: sport.name, exact: true })).toBeHidden();
  });

  test('All sports in the menu opens the index of every sport', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    if (isMobile) await page.getByText('Menu', { exact: true }).click();
    const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
    await nav.getByText('Sporting Events').click();
    await nav.getByRole('link', { name: 'All sports', exact: true }).click();
    await expect(page).toHaveURL(/\/sports\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Sports');
  });

  test('the bottom bar shows on phones only and marks the current page', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: 'Bottom', includeHidden: true });
    if (isMobile) await expect(bar).toBeVisible();
    else {
      await expect(bar).toBeHidden();
      await page.goto('/winner-announcements/');
      await expect(bar.getByRole('link', { name: 'Champions', includeHidden: true })).toHaveAttribute('aria-current', 'page');
      return;
    }
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Champions' }).click();
    await expect(page).toHaveURL(/\/winner-announcements\/$/);
    await expect(bar.getByRole('link', { name: 'Champions' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Events', 'Champions', 'About', 'Profile']);
  });
});

test('footer lists the featured sports and All sports, the special events and every country of data/site.json', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const sportColumn = footer
    .locator('div', { has: page.getByRole('heading', { name: 'Popular Sports' }) })
    .last()
    .getByRole('list');
  expect(await linksOf(sportColumn)).toEqual(menu);
  for (const e of events) await expect(footer.getByRole('link', { name: e.name, exact: true })).toHaveAttribute('href', `/events/${e.slug}/`);
  const countries = footer.getByRole('list', { name: 'Countries where the league competes' });
  await expect(countries.getByRole('listitem')).toHaveCount(countryCount);
  // Flags are pictures named for their country (emoji flags show as letters on Windows).
  const flags = countries.getByRole('img');
  await expect(flags).toHaveCount(countryCount);
  // Each flag is the view of the sprite named by the country's flag in data/site.json.
  const srcs = await flags.evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('alt'), i.getAttribute('src')]));
  expect(srcs).toEqual(site.countries.map((c) => [c.name, flagInSprite(flagCode(c.flag) ?? `no flag in ${c.flag}`)]));
  await countries.scrollIntoViewIfNeeded();
  await expect
    .poll(() => flags.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length))
    .toBe(countryCount);
  // All the flags come from one picture: one request.
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/flags\.svg$/.test(new URL(e.name).pathname)).length);
  expect(requested).toBe(1);
  expect(await countries.textContent(), 'no emoji flags left').not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  await expect(footer).toContainText(`© ${exportBuildYear()} `);
  const figures = footer.getByRole('list', { name: 'League figures' }).getByRole('listitem');
  await expect(figures).toHaveText(site.claims.slice(0, 3).map((c) => `${c.value}${c.label}`));
});

test('the profile link appears and disappears with sign-in, in every open tab', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  const other = await context.newPage();
  await other.goto('/how-it-works/');
  await waitForHydration(other);
  const profile = page.getByRole('link', { name: 'Profile (Maya)', includeHidden: true });
  await expect(profile).toHaveCount(0);

  // Another tab signs in: this tab hears the storage event and shows the link at once.
  await other.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ state: { userId: 'u1', userName: 'Maya', admin: false }, version: 1 })),
    LOCAL_STORAGE_KEYS.session,
  );
  await expect(profile.first()).toBeAttached();
  await expect(profile.first()).toHaveAttribute('href', '/user/dashboard/');

  // ...and signs out again.
  await other.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ state: { userId: null, userName: null, admin: false }, version: 1 })),
    LOCAL_STORAGE_KEYS.session,
  );
  await expect(profile).toHaveCount(0);
});

test.describe('offline', () => {
  test.use({ allowErrors: [/ERR_INTERNET_DISCONNECTED/] });
  test('the offline banner follows the connection', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    await context.setOffline(true);
    await expect(page.getByText('You are offline.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });
});
