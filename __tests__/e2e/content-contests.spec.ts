import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { getJoinContests } from '../../lib/content/contests';
import { categoryLabel, filterContests } from '@/lib/contests/filter';
import { getSportLinks } from '../../lib/content/sports';
import { isEntryOpen } from '@/lib/contests/entry';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { contestListing, escapeRegExp, openFoldedCategories } from './content-records';

/*
 * Expected contests come from data/contests.json at test time, split into listed and past by the
 * clock and filtered with the page's own rule, so an editor's new or past contest keeps these green.
 */
const listing = contestListing();

/** What the page shows for a search and a category: the featured match apart, the other matches in the grid. */
async function expectShown(page: Page, query: string, category: string) {
  const matching = filterContests(listing.current, query, category);
  const featured = matching.find((c) => c.featured) ?? null;
  const grid = page.getByRole('list', { name: 'Upcoming Events' });
  await expect(grid.getByRole('heading')).toHaveText(matching.filter((c) => c !== featured).map((c) => c.title));
  await expect(page.getByRole('heading', { name: 'Featured Event' })).toHaveCount(featured ? 1 : 0);
  if (featured) await expect(page.getByRole('heading', { level: 3, name: featured.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No events found' })).toHaveCount(listing.current.length > 0 && matching.length === 0 ? 1 : 0);
}

test.describe('upcoming contests', () => {
  test('searches title or description and filters by category from the collapsible panel', async ({ page }) => {
    await page.goto('/upcoming-contests/');
    await waitForHydration(page);
    const grid = page.getByRole('list', { name: 'Upcoming Events' });
    await expect(grid.getByRole('listitem')).toHaveCount(listing.grid.length);
    await expectShown(page, '', 'all');

    // A listed contest's title finds it (and any other contest whose words match).
    const search = page.getByRole('searchbox', { name: 'Search events' });
    const sought = listing.grid.at(-1) ?? listing.featured;
    if (sought) {
      await search.fill(sought.title.toUpperCase());
      await expectShown(page, sought.title.toUpperCase(), 'all');
      await search.fill('');
    }

    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Category' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The chips: the featured sports a contest names, in the sports' order, then Special Events; the
    // other sports contests name fold under More sports.
    const chips = page.getByRole('group', { name: 'Category', exact: true }).getByRole('button');
    await expect(chips).toHaveText(listing.chips.shown);
    const folded = await openFoldedCategories(page, listing.chips.more);
    await page.getByRole('button', { name: 'Special Events' }).click();
    await expectShown(page, '', SPECIAL_EVENTS_CATEGORY);
    // The sport of the featured contest (or the first sport chip): its contests, the featured one above the grid.
    const sportContest =
      listing.featured && listing.featured.category !== SPECIAL_EVENTS_CATEGORY
        ? listing.featured
        : listing.current.find((c) => c.category !== SPECIAL_EVENTS_CATEGORY);
    if (sportContest) {
      await page
        .getByRole('group', { name: /^Category/ })
        .getByRole('button', { name: categoryLabel(sportContest.category, getSportLinks()), exact: true })
        .click();
      await expectShown(page, '', sportContest.category);
    }
    // A folded sport is chosen like the others, and the Filters button names it.
    const foldedSport = listing.chips.more.at(-1);
    if (folded && foldedSport) {
      await folded.filter({ hasText: new RegExp(`^${escapeRegExp(foldedSport.label)}$`) }).click();
      await expectShown(page, '', foldedSport.value);
      await expect(toggle).toHaveText(`Filters: ${foldedSport.label}`);
    }

    if (listing.current.length > 0) {
      await search.fill('((( no such event');
      await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
    } else {
      await expect(page.getByText('No contests are open to entry right now.')).toBeVisible();
    }
    await expect(grid.getByRole('listitem')).toHaveCount(listing.grid.length);
  });

  test('lists the contests over since the site was built apart, under Past contests', async ({ page }) => {
    await page.goto('/upcoming-contests/');
    await expect(page.getByRole('list', { name: 'Past contests' }).getByRole('heading')).toHaveText(listing.past.map((c) => c.title));
  });

  test('shows the live banner, how to enter, Create Account and Learn More', async ({ page }) => {
    await page.goto('/upcoming-contests/');
    await expect(page.getByRole('link', { name: /^(Watch live|See the contest)$/ })).toHaveAttribute('href', '/live-contest/');
    await expect(page.getByRole('heading', { name: 'How to enter' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/join/');
    await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/how-it-works/');
  });

  test('a visitor who presses Enter Event goes to the join form for that contest, by its own id', async ({ page }) => {
    const contest = listing.grid.find((c) => isEntryOpen(c, Date.now()));
    await page.goto('/upcoming-contests/');
    await waitForHydration(page);
    if (!contest) {
      await expect(page.getByRole('link', { name: /^Enter Event/ })).toHaveCount(0);
      return;
    }
    await page.getByRole('link', { name: new RegExp(`^Enter Event\\W+${escapeRegExp(contest.title)}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/join/\\?contest=${contest.id}$`));
    await expect(page.getByRole('region', { name: `Your contest: ${contest.title}` })).toBeVisible();
    await expect(page.getByLabel('Event you are interested in')).toHaveValue('');
  });

  test('a visitor who presses Enter Now on the featured event goes to the join form for it', async ({ page }) => {
    const featured = listing.featured && isEntryOpen(listing.featured, Date.now()) ? getJoinContests().find((c) => c.id === listing.featured!.id)! : null;
    await page.goto('/upcoming-contests/');
    await waitForHydration(page);
    if (!featured) {
      await expect(page.getByRole('link', { name: /^Enter Now/ })).toHaveCount(0);
      return;
    }
    await page.getByRole('link', { name: new RegExp(`^Enter Now\\W+${escapeRegExp(featured.title)}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/join/\\?contest=${featured.id}$`));
    await expect(page.getByLabel('Your sport')).toHaveValue(featured.sport ? featured.sportName : '');
  });
});
