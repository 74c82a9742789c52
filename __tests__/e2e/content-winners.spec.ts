import { test, expect, waitForHydration, expectNoAxeViolations } from './fixtures';
import { getWinners } from '../../lib/content/winners';
import { filterWinners } from '@/lib/contests/winners';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { formatNumber } from '@/lib/format/en-us';
import { at } from '@/lib/must';
import { categoryChips, escapeRegExp, openFoldedCategories } from './content-records';

/*
 * Expected winners come from data/winners.json at test time (whatever their number), filtered with
 * the page's own rule; the cards a test acts on are chosen by what they are, not by name.
 */
const winners = getWinners();
const featured = winners.find((w) => w.featured) ?? null;
const grid = winners.filter((w) => w !== featured);
/** The names a card's buttons carry: winner, then event. */
const subject = (w: (typeof winners)[number]) => `${w.winnerName}, ${w.eventName}`;
const likes = (n: number) => `${formatNumber(n)} likes`;
/** The winner with the most comments: its dialog lists them. */
const discussed = at(
  [...winners].sort((a, b) => b.comments.length - a.comments.length),
  0,
  'winner',
);
/** Grid headings for a search and category: the matches but the featured one. */
const gridNames = (query: string, category: string) => {
  const matching = filterWinners(winners, query, category);
  const top = matching.find((w) => w.featured);
  return { names: matching.filter((w) => w !== top).map((w) => w.winnerName), featured: top ? 1 : 0 };
};

test.describe('winner announcements', () => {
  test('searches event or winner name and filters by category', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    const list = page.getByRole('list', { name: 'Recent Champions' });
    await expect(list.getByRole('listitem')).toHaveCount(grid.length);
    const search = page.getByRole('searchbox', { name: 'Search winners' });
    const last = at(winners, -1, 'winner');
    for (const query of [last.winnerName.toLowerCase(), at(winners, 0, 'winner').eventName]) {
      await search.fill(query);
      const expected = gridNames(query, 'all');
      await expect(list.getByRole('heading')).toHaveText(expected.names);
      await expect(page.getByRole('heading', { name: 'Featured Winner' })).toHaveCount(expected.featured);
    }
    await search.fill('');
    await page.getByRole('button', { name: 'Filters' }).click();
    // The featured sports winners came from and Special Events show; their other sports fold.
    const chips = categoryChips(winners);
    await expect(page.getByRole('group', { name: 'Category', exact: true }).getByRole('button')).toHaveText(chips.shown);
    const folded = await openFoldedCategories(page, chips.more);
    await page.getByRole('button', { name: 'Special Events' }).click();
    const special = gridNames('', SPECIAL_EVENTS_CATEGORY);
    await expect(list.getByRole('heading')).toHaveText(special.names);
    await expect(page.getByRole('heading', { name: 'Featured Winner' })).toHaveCount(special.featured);
    const foldedSport = chips.more.at(0);
    if (folded && foldedSport) {
      await folded.filter({ hasText: new RegExp(`^${escapeRegExp(foldedSport.label)}$`) }).click();
      const shown = gridNames('', foldedSport.value);
      await expect(list.getByRole('heading')).toHaveText(shown.names);
      await expect(page.getByRole('button', { name: `Filters: ${foldedSport.label}` })).toBeVisible();
    }
  });

  test('a like toggles and is remembered after a reload', async ({ page }) => {
    const w = at(grid, 0, 'winner in the grid');
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    const like = page.getByRole('button', { name: new RegExp(`^Like ${escapeRegExp(subject(w))},`) });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAccessibleName(`Like ${subject(w)}, ${likes(w.likes)}`);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(`Like ${subject(w)}, ${likes(w.likes + 1)}`);
    await page.reload();
    await waitForHydration(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAccessibleName(new RegExp(`${likes(w.likes + 1)}$`));
    await like.click();
    await expect(like).toHaveAccessibleName(new RegExp(`${likes(w.likes)}$`));
    await page.reload();
    await waitForHydration(page);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  test('comments open in a dialog for that card', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Comments on ${subject(discussed)}, ${discussed.comments.length}` }).click();
    const dialog = page.getByRole('dialog', { name: `Comments: ${subject(discussed)}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(discussed.comments.length);
    for (const c of discussed.comments) await expect(dialog.getByText(c.text, { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a fan posts a comment: checked, shown as plain text, kept after a reload, and can be deleted', async ({ page }) => {
    const n = discussed.comments.length;
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: new RegExp(`^Comments on ${escapeRegExp(subject(discussed))},`) });
    await expect(button).toHaveAccessibleName(new RegExp(`, ${n}$`));
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Comments: ${subject(discussed)}` });
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByText('Enter your name.')).toBeVisible();
    await expect(dialog.getByText('Write a comment of at least 2 characters.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Comment/ }).fill('x'.repeat(501));
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByText('Keep your comment to 500 characters or fewer.')).toBeVisible();

    await dialog.getByRole('textbox', { name: /^Your name/ }).fill('Sam');
    await dialog.getByRole('textbox', { name: /^Comment/ }).fill('<b>What a final!</b>');
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your comment is posted. It is kept in this browser.');
    await expect(dialog.getByRole('listitem')).toHaveCount(n + 1);
    await expect(dialog.getByText('<b>What a final!</b>')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Comment/ })).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAccessibleName(new RegExp(`, ${n + 1}$`));

    await page.reload();
    await waitForHydration(page);
    await expect(button).toHaveAccessibleName(new RegExp(`, ${n + 1}$`));
    await button.click();
    await expect(dialog.getByText('<b>What a final!</b>')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my comment' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(n);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAccessibleName(new RegExp(`, ${n}$`));
  });

  test('share copies a link to the card when the Web Share API is missing', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/winner-announcements/');
    await waitForHydration(page);
    const w = at(grid, -1, 'winner in the grid');
    await page.getByRole('button', { name: `Share: ${w.winnerName} wins ${w.eventName}` }).click();
    await expect(page.getByText('Link copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/winner-announcements/#winner-${w.id}`);
  });

  test('links to upcoming events and join', async ({ page }) => {
    await page.goto('/winner-announcements/');
    await expect(page.getByRole('link', { name: 'Browse Upcoming Events' })).toHaveAttribute('href', '/upcoming-contests/');
    await expect(page.getByRole('link', { name: 'Join Free' })).toHaveAttribute('href', '/join/');
  });
});
