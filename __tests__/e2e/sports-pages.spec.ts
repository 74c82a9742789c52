import { test, expect, expectNoAxeViolations } from './fixtures';
import { getSport, getSports } from '../../lib/content/sports';
import type { Sport } from '../../lib/schemas/sport';

/*
 * Expected values come from the sport files at test time (every sport in data/sports, whatever their
 * number), formatted here as a visitor reads them, so a page that drops or garbles a figure fails.
 */
const TAB_LABELS = [
  ['overview', 'Overview'],
  ['athletes', 'Athletes'],
  ['teams', 'Teams'],
  ['schedule', 'Schedule'],
  ['stats', 'Stats'],
  ['recaps', 'Recaps'],
  ['tickets', 'Tickets'],
] as const;
const count = (n: number) => n.toLocaleString('en-US');
const usd = (n: number) => `$${count(n)}`;
/** A ticket costs its price plus an 8% service fee rounded to whole dollars. */
const allIn = (base: number) => base + Math.round(base * 0.08);
const sport = (slug: string): Sport => {
  const found = getSport(slug);
  if (!found) throw new Error(`data/sports has no ${slug}.json: this visitor path needs it`);
  return found;
};

for (const s of getSports()) {
  const { slug, name, stats } = s;
  test(`sport page ${slug}: its figures, tab list, ticket and highlight links`, async ({ page }) => {
    await page.goto(`/sports/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const figures = page.getByRole('definition');
    const tiles = page.locator(`dl[aria-label="${name} in numbers"] > div`);
    await expect(tiles).toHaveCount(4);
    const pairs = await tiles.evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent]));
    expect(pairs).toEqual([
      ['Active Athletes', count(stats.totalAthletes)],
      ['Upcoming Events', count(stats.upcomingEvents)],
      ['Total Prize Pool', usd(stats.totalPrizePool)],
      ['Avg Viewership', count(stats.avgViewership)],
    ]);
    expect(await figures.count()).toBeGreaterThanOrEqual(4);

    const tabs = TAB_LABELS.filter(([id]) => s.tabs[id] !== undefined);
    const tablist = page.getByRole('tablist', { name: `${name} sections` });
    await expect(tablist.getByRole('tab')).toHaveText(tabs.map(([, label]) => label));
    await expect(tablist.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await expect(page.getByRole('main').getByRole('link', { name: 'Buy Tickets', exact: true })).toHaveAttribute('href', `/buy-tickets/?sport=${encodeURIComponent(name)}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Watch Highlights' })).toHaveAttribute('href', `/recap-news/?sport=${slug}`);

    // Every tab shows its heading and real text when selected; a tab still being written says so.
    for (const [id, label] of tabs) {
      const content = s.tabs[id]!;
      await tablist.getByRole('tab', { name: label, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(content.heading);
      await expect(panel.locator('p').first()).not.toBeEmpty();
      if (/being developed/i.test(content.body)) {
        await expect(panel).toContainText('being developed');
        await expect(panel).toContainText(/check back soon/i);
      }
    }
    await expect(page.locator('main')).not.toContainText(/coming soon|lorem ipsum/i);

    const recaps = s.tabs.recaps?.recaps;
    if (recaps) {
      await tablist.getByRole('tab', { name: 'Recaps', exact: true }).click();
      await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(recaps.length);
    }

    for (const [id, label, cta] of [
      ['schedule', 'Schedule', 'Buy Tickets'],
      ['tickets', 'Tickets', 'Buy Tickets Now'],
    ] as const) {
      const event = s.tabs[id]?.event;
      if (!event) continue;
      const total = allIn(event.priceFrom);
      await tablist.getByRole('tab', { name: label, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toContainText(`Tickets available${count(event.ticketsAvailable)}`);
      await expect(panel).toContainText(`Prize pool${usd(event.prize)}`);
      await expect(panel).toContainText(`From $${total}`);
      await expect(panel).toContainText(`$${event.priceFrom} ticket + $${total - event.priceFrom} service fee`);
      await expect(panel).toContainText(/\d{1,2}:\d{2} (AM|PM) EST/);
      await expect(panel.getByRole('link', { name: new RegExp(`^${cta}`) })).toHaveAttribute('href', `/buy-tickets/?sport=${encodeURIComponent(name)}`);
    }
  });
}

test('the selected tab is written to the URL hash and restored on reload', async ({ page }) => {
  const soccer = sport('soccer');
  await page.goto('/sports/soccer/');
  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/\/sports\/soccer\/#stats$/);
  await expect(page.getByRole('tabpanel')).toContainText(soccer.tabs.stats!.heading);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(soccer.tabs.stats!.panels![0].title);
});

test('a link with a hash opens that tab, and an unknown hash falls back to overview', async ({ page }) => {
  await page.goto('/sports/cricket/#recaps');
  await expect(page.getByRole('tab', { name: 'Recaps' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(sport('cricket').tabs.recaps!.recaps!.length);
  await page.goto('/sports/cricket/#nothing-here');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys, Home and End move between tabs', async ({ page }) => {
  await page.goto('/sports/basketball/');
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Athletes' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Athletes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#athletes$/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Tickets' })).toBeFocused();
});

test('overview, athletes, stats and recaps show the full content', async ({ page }) => {
  const { overview, athletes, stats, recaps } = sport('flag-football').tabs;
  await page.goto('/sports/flag-football/');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Recent Highlights' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Recent Highlights' }).locator('xpath=..').getByRole('listitem')).toHaveCount(overview.highlights!.length);
  await expect(panel.getByRole('heading', { name: 'Upcoming Events' }).locator('xpath=..').getByRole('listitem')).toHaveCount(overview.upcomingEvents!.length);
  await expect(panel).toContainText(`Prize ${usd(overview.upcomingEvents![0].prize)}`);

  await page.getByRole('tab', { name: 'Athletes' }).click();
  const star = athletes!.athletes![0];
  await expect(panel.getByRole('listitem')).toHaveCount(athletes!.athletes!.length);
  await expect(panel).toContainText(star.name);
  await expect(panel).toContainText(`${star.rating.toFixed(1)} / 10`);
  await expect(panel).toContainText(usd(star.earnings));

  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(stats!.panels!.length);
  await expect(panel.locator('dl > div')).toHaveCount(stats!.panels!.length * 4);

  await page.getByRole('tab', { name: 'Recaps' }).click();
  const cards = panel.getByRole('article');
  const first = recaps!.recaps![0];
  await expect(cards).toHaveCount(recaps!.recaps!.length);
  await expect(cards.first().getByRole('img')).toHaveAttribute('alt', first.alt);
  await expect(cards.first()).toContainText('views');
  await expect(cards.first().getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', first.articleSlug ? `/recap-news/${first.articleSlug}/` : '/recap-news/?sport=flag-football');
});

test('View Team Details opens a dialog with the full team card and returns focus on close', async ({ page }) => {
  const teams = sport('basketball').tabs.teams!.teams!;
  const team = teams[0];
  await page.goto('/sports/basketball/#teams');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(teams.length);
  const button = panel.getByRole('button', { name: `View Team Details: ${team.name}` });
  await button.click();
  const dialog = page.getByRole('dialog', { name: team.name });
  await expect(dialog).toBeVisible();
  const played = team.wins + team.losses;
  const winPct = played ? `${((team.wins / played) * 100).toFixed(1)}%` : '0%';
  for (const text of [`${team.city}, ${team.state}, ${team.country}`, `${team.wins}-${team.losses}`, team.captain, String(team.founded), team.colors.join(', '), winPct]) await expect(dialog).toContainText(text);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the scheduled event is published as schema.org SportsEvent JSON-LD', async ({ page }) => {
  const tennis = sport('tennis');
  const event = tennis.tabs.schedule!.event!;
  await page.goto('/sports/tennis/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const json = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'SportsEvent') ?? {};
  expect(json['@type']).toBe('SportsEvent');
  expect(json.name).toBe(event.name);
  expect(json.startDate).toBe(`${event.date}T${event.time}:00-05:00`);
  expect(json.location.address.addressLocality).toBe(event.city);
  expect(json.offers).toMatchObject({ price: allIn(event.priceFrom).toFixed(2), priceCurrency: 'USD', availability: event.ticketsAvailable > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut' });
  await expect(page).toHaveTitle(/Women's Tennis: Athletes, Schedule and Tickets/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`${count(tennis.stats.totalAthletes)} athletes, ${count(tennis.stats.upcomingEvents)} upcoming events`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every tab panel is readable and the tab bar is hidden', async ({ page }) => {
    const soccer = sport('soccer');
    await page.goto('/sports/soccer/');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const [id] of TAB_LABELS) {
      const tab = soccer.tabs[id];
      if (tab) await expect(page.getByRole('heading', { level: 2, name: tab.heading, exact: true })).toBeVisible();
    }
  });
});
