import { test, expect, expectNoAxeViolations } from './fixtures';

/** Spec §9 sport summaries, written out here (not read from data/) so the test checks the data. */
const SPORTS: [slug: string, name: string, athletes: string, events: string, prize: string, viewers: string][] = [
  ['flag-football', 'Flag Football', '156', '8', '$125,000', '15,420'],
  ['basketball', 'Basketball', '142', '6', '$98,000', '18,750'],
  ['soccer', 'Soccer', '198', '7', '$145,000', '28,450'],
  ['tennis', 'Tennis', '89', '4', '$75,000', '12,340'],
  ['swimming', 'Swimming', '124', '5', '$89,000', '16,780'],
  ['track-field', 'Track and Field', '187', '6', '$145,000', '24,560'],
  ['softball', 'Softball', '89', '5', '$75,000', '12,340'],
  ['rugby', 'Rugby', '67', '4', '$95,000', '9,870'],
  ['cricket', 'Cricket', '78', '4', '$65,000', '8,920'],
  ['pickle-ball', 'Pickle Ball', '92', '3', '$45,000', '6,780'],
  ['darts', 'Darts', '54', '2', '$25,000', '4,320'],
  ['mud-wrestling', 'Mud Wrestling', '45', '2', '$85,000', '12,450'],
  ['water-sports', 'Water Sports', '112', '5', '$78,000', '9,840'],
  ['golf', 'Golf', '87', '4', '$120,000', '15,670'],
  ['bowling', 'Bowling', '65', '3', '$35,000', '5,240'],
  ['billiards', 'Billiards', '43', '2', '$28,000', '3,840'],
  ['shooting', 'Shooting', '38', '2', '$55,000', '7,650'],
  ['e-sports', 'E Sports', '156', '6', '$95,000', '25,430'],
  ['table-tennis', 'Table Tennis', '73', '3', '$38,000', '6,120'],
  ['rock-climbing', 'Rock Climbing', '68', '3', '$62,000', '8,750'],
  ['skateboarding', 'Skateboarding', '95', '4', '$72,000', '18,950'],
  ['cycling', 'Cycling', '84', '3', '$58,000', '7,890'],
  ['surfing', 'Surfing', '76', '3', '$68,000', '12,340'],
  ['hockey', 'Hockey', '102', '5', '$89,000', '16,750'],
  ['winter-games', 'Winter Games', '124', '6', '$145,000', '22,890'],
  ['badminton', 'Badminton', '61', '3', '$42,000', '5,890'],
  ['archery', 'Archery', '47', '2', '$35,000', '4,670'],
  ['skating', 'Skating', '89', '4', '$75,000', '14,560'],
  ['beach-sports', 'Beach Sports', '118', '5', '$82,000', '13,240'],
  ['pet-shows', 'Pet Shows', '52', '2', '$28,000', '6,780'],
];

const SEVEN = ['flag-football', 'basketball', 'soccer', 'tennis', 'swimming', 'track-field'];
const SEVEN_TABS = ['Overview', 'Athletes', 'Teams', 'Schedule', 'Stats', 'Recaps', 'Tickets'];
const SIX_TABS = ['Overview', 'Athletes', 'Schedule', 'Stats', 'Recaps', 'Tickets'];

/** Spec §9 featured ticket events: tickets, base price (shown beside the all-in price), prize. */
const FEATURED: Record<string, { tickets: string; base: number; prize: string }> = {
  soccer: { tickets: '500', base: 95, prize: '$30,000' },
  tennis: { tickets: '300', base: 65, prize: '$25,000' },
  swimming: { tickets: '600', base: 55, prize: '$18,000' },
  'track-field': { tickets: '800', base: 70, prize: '$20,000' },
  cricket: { tickets: '350', base: 75, prize: '$20,000' },
};

for (const [slug, name, athletes, events, prize, viewers] of SPORTS) {
  test(`sport page ${slug}: figures of spec §9, tab list, ticket and highlight links`, async ({ page }) => {
    await page.goto(`/sports/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const figures = page.getByRole('definition');
    const tiles = page.locator(`dl[aria-label="${name} in numbers"] > div`);
    await expect(tiles).toHaveCount(4);
    const pairs = await tiles.evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent]));
    expect(pairs).toEqual([
      ['Active Athletes', athletes],
      ['Upcoming Events', events],
      ['Total Prize Pool', prize],
      ['Avg Viewership', viewers],
    ]);
    expect(await figures.count()).toBeGreaterThanOrEqual(4);

    const expectedTabs = SEVEN.includes(slug) ? SEVEN_TABS : SIX_TABS;
    const tablist = page.getByRole('tablist', { name: `${name} sections` });
    await expect(tablist.getByRole('tab')).toHaveText(expectedTabs);
    await expect(tablist.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await expect(page.getByRole('main').getByRole('link', { name: 'Buy Tickets', exact: true })).toHaveAttribute('href', `/buy-tickets/?sport=${encodeURIComponent(name)}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Watch Highlights' })).toHaveAttribute('href', `/recap-news/?sport=${slug}`);

    // Every tab shows a heading and real text when selected.
    for (const tab of expectedTabs) {
      await tablist.getByRole('tab', { name: tab, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(panel.locator('p').first()).not.toBeEmpty();
    }
    await expect(page.locator('main')).not.toContainText(/coming soon|lorem ipsum/i);

    if (slug === 'softball' || slug === 'rugby') {
      await tablist.getByRole('tab', { name: 'Stats' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('being developed');
      await expect(page.getByRole('tabpanel')).toContainText('check back soon');
    }

    const featured = FEATURED[slug];
    if (featured) {
      const allIn = featured.base + Math.round(featured.base * 0.08);
      for (const [tab, cta] of [
        ['Schedule', 'Buy Tickets'],
        ['Tickets', 'Buy Tickets Now'],
      ] as const) {
        await tablist.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel).toContainText(`Tickets available${featured.tickets}`);
        await expect(panel).toContainText(`Prize pool${featured.prize}`);
        await expect(panel).toContainText(`From $${allIn}`);
        await expect(panel).toContainText(`$${featured.base} ticket + $${allIn - featured.base} service fee`);
        await expect(panel).toContainText(/\d{1,2}:\d{2} (AM|PM) EST/);
        await expect(panel.getByRole('link', { name: new RegExp(`^${cta}`) })).toHaveAttribute('href', `/buy-tickets/?sport=${encodeURIComponent(name)}`);
      }
    }
  });
}

test('the selected tab is written to the URL hash and restored on reload', async ({ page }) => {
  await page.goto('/sports/soccer/');
  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page).toHaveURL(/\/sports\/soccer\/#stats$/);
  await expect(page.getByRole('tabpanel')).toContainText('Soccer Statistics');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Goals Scored');
});

test('a link with a hash opens that tab, and an unknown hash falls back to overview', async ({ page }) => {
  await page.goto('/sports/cricket/#recaps');
  await expect(page.getByRole('tab', { name: 'Recaps' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3);
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
  await page.goto('/sports/flag-football/');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Recent Highlights' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Recent Highlights' }).locator('xpath=..').getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('heading', { name: 'Upcoming Events' }).locator('xpath=..').getByRole('listitem')).toHaveCount(3);
  await expect(panel).toContainText('Prize $25,000');

  await page.getByRole('tab', { name: 'Athletes' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel).toContainText('Maya Johnson');
  await expect(panel).toContainText('9.6 / 10');
  await expect(panel).toContainText('$48,500');

  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(panel.locator('dl > div')).toHaveCount(8);

  await page.getByRole('tab', { name: 'Recaps' }).click();
  const recaps = panel.getByRole('article');
  await expect(recaps).toHaveCount(3);
  await expect(recaps.first().getByRole('img')).toHaveAttribute('alt', /Flag Football recap artwork/);
  await expect(recaps.first()).toContainText('views');
  await expect(recaps.first().getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/recap-news/?sport=flag-football');
});

test('track and field shows exactly one recap card', async ({ page }) => {
  await page.goto('/sports/track-field/#recaps');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
});

test('View Team Details opens a dialog with the full team card and returns focus on close', async ({ page }) => {
  await page.goto('/sports/basketball/#teams');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(6);
  const button = panel.getByRole('button', { name: 'View Team Details: Windy City Queens' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Windy City Queens' });
  await expect(dialog).toBeVisible();
  for (const text of ['Chicago, Illinois, USA', '10-2', 'Jordan Ellis', '2012', 'Red, White', '83.3%']) await expect(dialog).toContainText(text);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the scheduled event is published as schema.org SportsEvent JSON-LD', async ({ page }) => {
  await page.goto('/sports/tennis/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const json = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'SportsEvent') ?? {};
  expect(json['@type']).toBe('SportsEvent');
  expect(json.name).toBe('Tennis Open Finals');
  expect(json.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
  expect(json.location.address.addressLocality).toBe('Miami');
  expect(json.offers).toMatchObject({ price: '70.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
  await expect(page).toHaveTitle(/Women's Tennis: Athletes, Schedule and Tickets/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /89 athletes, 4 upcoming events/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every tab panel is readable and the tab bar is hidden', async ({ page }) => {
    await page.goto('/sports/soccer/');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const heading of ['About Soccer', 'Top Soccer Athletes', 'Soccer Teams', 'Soccer Schedule', 'Soccer Statistics', 'Soccer Recaps', 'Soccer Tickets']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });
});
