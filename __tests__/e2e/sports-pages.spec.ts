import { PAGE_SIZE } from '@/lib/paging/paging';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { getSportTicketEvents } from '../../lib/content/tickets';
import { getSportPageData } from '../../lib/content/sport-page';
import { upcomingItems } from '@/lib/sports/page';
import { capList, RECORD_LIST_CAP } from '@/lib/paging/record-lists';
import { athletesOfSportHref } from '@/lib/athletes/links';
import { expectCappedEvents, expectCappedList, sportEventsMore } from './capped-lists';
import { getArticle, getArticles } from '../../lib/content/articles';
import { getAthletes } from '../../lib/content/athlete-pages';
import { athleteIndex } from '../../lib/content/athletes';
import { getSportTeams } from '../../lib/content/teams';
import type { Sport } from '../../lib/schemas/sport';
import { PLACEHOLDER_TEXT } from '../../lib/schemas/sport-tabs';
import { priceBreakdown } from '@/lib/tickets/pricing';
import { ticketEventHref } from '@/lib/tickets/links';
import { formatUSD } from '@/lib/format/en-us';
import { at, must } from '@/lib/must';
import { testEachInOneTab } from './route-check';
import { coveringSample } from './record-sample';

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
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const usd = (n: number) => `$${count(n)}`;
/** A sport has something to read when at least one article is about it (Watch Highlights shows then). */
const hasNews = (slug: string) => getArticles().some((a) => a.sport === slug);
/** The first sport (by id) whose file has what a visitor path needs. */
const sportWith = (what: string, has: (s: Sport) => unknown): Sport =>
  must(
    getSports().find((s) => has(s)),
    `a sport in data/sports with ${what}`,
  );
/** The tabs a sport's page shows, in order: the sections its file has. */
const tabsOf = (s: Sport) => TAB_LABELS.filter(([id]) => s.tabs[id] !== undefined);
/** What a sport page can differ by: its tabs, tickets on sale, news, athletes. */
const pageKinds = (s: Sport): string[] => [
  ...tabsOf(s).map(([id]) => `tab:${id}`),
  getSportTicketEvents(s.slug).some((e) => e.endMs > Date.now()) ? 'on sale' : 'nothing on sale',
  hasNews(s.slug) ? 'news' : 'no news',
  getAthletes().some((a) => a.sport === s.slug) ? 'athletes' : 'no athletes',
];
/**
 * The sports whose pages the browser visits one by one: a bounded sample in which every kind of page
 * is seen (the suite must not grow with the league); the export's HTML of every sport page is read in
 * content-honesty.spec.
 */
const sampled = (sports: Sport[]) => coveringSample(sports, pageKinds, 8);

test('the sampled sport pages show every kind of sport page', () => {
  const all = new Set(getSports().flatMap(pageKinds));
  expect(new Set(sampled(getSports()).flatMap(pageKinds))).toEqual(all);
});

testEachInOneTab(
  'sport pages: figures, tab list, ticket and highlight links',
  sampled(getSports()),
  (s) => s.slug,
  async (page, s) => {
    const { slug, name, stats } = s;
    await page.goto(`/sports/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const figures = page.getByRole('definition');
    const tiles = page.locator(`dl[aria-label="${name} in numbers"] > div`);
    await expect(tiles).toHaveCount(4);
    const pairs = await tiles.evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent]));
    // Athletes and upcoming events are counted from their records; the other two are the file's.
    expect(pairs).toEqual([
      ['Athletes', count(getAthletes().filter((a) => a.sport === slug).length)],
      ['Upcoming Events', count(upcomingItems(getSportPageData(slug)!, Date.now()).length)],
      ['Total Prize Pool', usd(stats.totalPrizePool)],
      ['Avg Viewership', count(stats.avgViewership)],
    ]);
    expect(await figures.count()).toBeGreaterThanOrEqual(4);

    const tabs = tabsOf(s);
    const tablist = page.getByRole('tablist', { name: `${name} sections` });
    await expect(tablist.getByRole('tab')).toHaveText(tabs.map(([, label]) => label));
    await expect(tablist.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    // Buy Tickets only for a sport with a ticketed event (not over when the site was built).
    const events = getSportTicketEvents(slug).filter((e) => e.endMs > Date.now());
    const buy = page.getByRole('main').getByRole('link', { name: 'Buy Tickets', exact: true });
    if (events.length) await expect(buy).toHaveAttribute('href', `/buy-tickets/?sport=${slug}`);
    else await expect(buy).toHaveCount(0);
    const watch = page.getByRole('main').getByRole('link', { name: 'Watch Highlights' });
    if (hasNews(slug)) await expect(watch).toHaveAttribute('href', `/recap-news/?sport=${slug}`);
    else await expect(watch).toHaveCount(0);

    // Every tab shows its heading and real text when selected, never a "check back soon".
    for (const [id, label] of tabs) {
      const content = s.tabs[id]!;
      await tablist.getByRole('tab', { name: label, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(content.heading);
      await expect(panel.locator('p').first()).not.toBeEmpty();
      await expect(panel).not.toContainText(PLACEHOLDER_TEXT);
    }
    await expect(page.locator('main')).not.toContainText(/coming soon|lorem ipsum/i);

    const recaps = s.tabs.recaps?.recaps;
    if (recaps) {
      await tablist.getByRole('tab', { name: 'Recaps', exact: true }).click();
      const cards = page.getByRole('tabpanel').getByRole('article');
      await expect(cards).toHaveCount(recaps.length);
      // Every Read More opens the recap's own article.
      for (const [i, recap] of recaps.entries()) {
        await expect(cards.nth(i).getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/recap-news/${recap.articleSlug}/`);
      }
    }

    // The schedule and tickets tabs show the sport's records of data/tickets.json, as the tickets page
    // does: the soonest up to the cap, then how many and where every one is (its calendar, the schedule).
    for (const [id, label, cta, list] of [
      ['schedule', 'Schedule', 'Buy Tickets', 'sport-events'],
      ['tickets', 'Tickets', 'Buy Tickets Now', 'sport-tickets'],
    ] as const) {
      if (!s.tabs[id]) continue;
      await tablist.getByRole('tab', { name: label, exact: true }).click();
      const panel = page.getByRole('tabpanel');
      await expectCappedEvents(panel, getSportTicketEvents(slug), list, sportEventsMore(s));
      const shown = await panel.locator(`[data-list="${list}"] > li`).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-event'))));
      await expect(panel.getByRole('article')).toHaveCount(shown.length);
      for (const event of getSportTicketEvents(slug).filter((e) => shown.includes(e.id))) {
        const card = panel.getByRole('article').filter({ hasText: event.title });
        const price = priceBreakdown(event.ticketPrice);
        await expect(card).toContainText(`${count(event.availableTickets)} of ${count(event.totalTickets)} left when this page was published`);
        await expect(card).toContainText(`Prize pool${usd(event.prizePool)}`);
        await expect(card).toContainText(`From ${formatUSD(price.total)}`);
        await expect(card).toContainText(`${formatUSD(price.subtotal)} ticket + ${formatUSD(price.fee)} service fee`);
        await expect(card).toContainText(`${event.dateLabel}, ${event.timeLabel}`);
        await expect(card.getByRole('link', { name: `${cta}: ${event.title}` })).toHaveAttribute('href', ticketEventHref(event.id));
        await expect(card.getByRole('link', { name: event.title, exact: true })).toHaveAttribute('href', ticketEventHref(event.id));
      }
      if (!events.length) await expect(panel).toContainText('have tickets on sale right now');
    }
  },
  4,
);

test('the selected tab is written to the URL hash and restored on reload', async ({ page }) => {
  const s = sportWith('stats panels', (x) => x.tabs.stats?.panels?.length);
  await page.goto(`/sports/${s.slug}/`);
  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page).toHaveURL(new RegExp(`/sports/${s.slug}/#stats$`));
  await expect(page.getByRole('tabpanel')).toContainText(s.tabs.stats!.heading);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(at(s.tabs.stats!.panels!, 0).title);
});

test('a link with a hash opens that tab, and an unknown hash falls back to overview', async ({ page }) => {
  const s = sportWith('recaps', (x) => x.tabs.recaps?.recaps);
  await page.goto(`/sports/${s.slug}/#recaps`);
  await expect(page.getByRole('tab', { name: 'Recaps' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(s.tabs.recaps!.recaps!.length);
  await page.goto(`/sports/${s.slug}/#nothing-here`);
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

test('arrow keys, Home and End move between tabs', async ({ page }) => {
  const s = sportWith('three tabs', (x) => tabsOf(x).length >= 3);
  const tabs = tabsOf(s);
  const [, firstLabel] = at(tabs, 0);
  const [secondId, secondLabel] = at(tabs, 1);
  const [, lastLabel] = at(tabs, -1);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await page.goto(`/sports/${s.slug}/`);
  await tab(firstLabel).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(secondLabel)).toBeFocused();
  await expect(tab(secondLabel)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`#${secondId}$`));
  await page.keyboard.press('End');
  await expect(tab(lastLabel)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab(firstLabel)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(lastLabel)).toBeFocused();
});

// Only while some sport's file picks no athletes but athletes of data/athletes.json play it.
const unpicked = getSports().find((s) => !s.tabs.athletes?.athletes?.length && getAthletes().some((a) => a.sport === s.slug));
if (unpicked) {
  test('a sport whose file picks no athletes lists the athletes who play it, each linking to her page', async ({ page }) => {
    const players = getAthletes().filter((a) => a.sport === unpicked.slug);
    await page.goto(`/sports/${unpicked.slug}/`);
    const panel = page.getByRole('tabpanel');
    await page.getByRole('tab', { name: 'Athletes' }).click();
    await expect(panel.locator('[data-list="sport-athletes"]')).toBeVisible();
    await expectCappedList(
      panel,
      'athletes',
      players.map((a) => a.id),
      (scope) => scope.locator('[data-list="sport-athletes"] > li').evaluateAll((els) => els.map((el) => el.getAttribute('data-athlete') ?? '')),
      'sport-athletes',
      { name: `Every ${unpicked.name} athlete`, href: new RegExp(`${escapeRegExp(athletesOfSportHref(unpicked.slug))}$`) },
    );
    const first = at(players, 0, 'an athlete of the sport');
    await expect(panel.getByRole('link', { name: first.name, exact: true })).toHaveAttribute('href', new RegExp(`/athletes/${first.id}/$`));
  });
}

test('overview, athletes, stats and recaps show the full content', async ({ page }) => {
  const s = sportWith(
    'highlights, athletes, stats panels and recaps',
    (x) => x.tabs.overview.highlights && x.tabs.athletes?.athletes && x.tabs.stats?.panels && x.tabs.recaps?.recaps,
  );
  const { overview, athletes, stats, recaps } = s.tabs;
  await page.goto(`/sports/${s.slug}/`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Recent Highlights' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Recent Highlights' }).locator('xpath=..').getByRole('listitem')).toHaveCount(overview.highlights!.length);
  // Upcoming Events: the sport's ticketed events, contests and other dates, soonest first, up to the
  // cap (the page was built earlier: the list holds at least those not over now, at most the cap).
  const all = upcomingItems(getSportPageData(s.slug)!, Date.now());
  const upcoming = capList('events', all).shown;
  const rows = panel.locator('[data-list="sport-upcoming"] > li');
  expect(await rows.count()).toBeGreaterThanOrEqual(upcoming.length);
  expect(await rows.count()).toBeLessThanOrEqual(RECORD_LIST_CAP.events);
  if (all.length > RECORD_LIST_CAP.events) await expect(panel.locator('[data-capped="sport-upcoming"]')).toContainText(`Showing ${RECORD_LIST_CAP.events} of `);
  for (const item of upcoming) {
    const row = rows.filter({ hasText: item.name }).first();
    await expect(row).toContainText(`Prize ${usd(item.prize)}`);
    if (item.href) await expect(row.getByRole('link', { name: item.name })).toHaveAttribute('href', item.href);
  }

  await page.getByRole('tab', { name: 'Athletes' }).click();
  // The tab lists the athlete records its file names by id, in its order up to the cap, with the
  // figures of those records, then how many and a link to every athlete of the sport.
  const listed = capList('athletes', getSportPageData(s.slug)!.athletes).shown;
  await expectCappedList(
    panel,
    'athletes',
    athletes!.athletes!,
    (scope) => scope.locator('[data-list="sport-athletes"] > li').evaluateAll((els) => els.map((el) => el.getAttribute('data-athlete') ?? '')),
    'sport-athletes',
    { name: `Every ${s.name} athlete`, href: new RegExp(`${escapeRegExp(athletesOfSportHref(s.slug))}$`) },
  );
  for (const a of listed) {
    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: a.name }) });
    await expect(card).toContainText(`${a.rating.toFixed(1)} / 10`);
    await expect(card).toContainText(`Wins${a.figures.wins}`);
    await expect(card).toContainText(`Earnings${usd(a.figures.earnings)}`);
  }

  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(stats!.panels!.length);
  await expect(panel.locator('dl > div')).toHaveCount(stats!.panels!.length * 4);

  await page.getByRole('tab', { name: 'Recaps' }).click();
  const cards = panel.getByRole('article');
  const first = at(recaps!.recaps!, 0, 'recap');
  await expect(cards).toHaveCount(recaps!.recaps!.length);
  await expect(cards.first().getByRole('img')).toHaveAttribute('alt', first.alt);
  await expect(cards.first()).toContainText('views');
  await expect(cards.first().getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/recap-news/${first.articleSlug}/`);
});

testEachInOneTab(
  'Read More on a recap card opens that recap as a full article',
  sampled(getSports().filter((x) => x.tabs.recaps?.recaps)),
  (s) => s.slug,
  async (page, s) => {
    const recap = s.tabs.recaps!.recaps!.at(-1)!;
    const article = getArticle(recap.articleSlug)!;
    await page.goto(`/sports/${s.slug}/#recaps`);
    await page
      .getByRole('tabpanel')
      .getByRole('link', { name: new RegExp(`^Read More about this recap\\W+${escapeRegExp(recap.title)}$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/recap-news/${recap.articleSlug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole('article').locator('p', { hasText: article.content[0] }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `More ${s.name} news` })).toHaveAttribute('href', `/recap-news/?sport=${s.slug}`);
  },
  4,
);

testEachInOneTab(
  'Watch Highlights lands on the sport news with at least one article',
  sampled(getSports().filter((x) => hasNews(x.slug))),
  (s) => s.slug,
  async (page, s) => {
    await page.goto(`/sports/${s.slug}/`);
    await page.getByRole('main').getByRole('link', { name: 'Watch Highlights' }).click();
    await expect(page).toHaveURL(new RegExp(`/recap-news/\\?sport=${s.slug}$`));
    await expect(page.getByText(`Sport: ${s.name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No articles found' })).toHaveCount(0);
    // The list is paged, so the sport's articles come from the search index, as links by title.
    const titles = getArticles()
      .filter((a) => a.sport === s.slug)
      .map((a) => a.title);
    const hits = page.locator('[data-filtered-hits] a');
    await expect(hits).toHaveCount(Math.min(titles.length, PAGE_SIZE['/recap-news/']));
    for (const title of await hits.locator('span:first-child').allInnerTexts()) expect(titles).toContain(title);
  },
  4,
);

test("the Teams tab shows a card per team record of the sport, its name linking to the team's page", async ({ page }) => {
  const s = sportWith('a teams tab and team records', (x) => x.tabs.teams && getSportTeams(x.slug).length);
  const teams = getSportTeams(s.slug);
  await page.goto(`/sports/${s.slug}/#teams`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(teams.map((t) => t.name));
  const team = at(teams, 0, 'team');
  const card = panel.locator('li').filter({ has: page.getByRole('heading', { level: 3, name: team.name }) });
  for (const text of [
    `${team.city}, ${team.state}, ${team.country}`,
    `${team.wins}-${team.losses}`,
    athleteIndex().get(team.captain)!.name,
    team.colors.join(', '),
  ])
    await expect(card).toContainText(text);
  await expect(panel.getByRole('link', { name: team.name, exact: true })).toHaveAttribute('href', `/teams/${team.id}/`);
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a sport's next ticketed event is published as schema.org SportsEvent JSON-LD", async ({ page }) => {
  const withEvent = sportWith('a ticketed event not over', (x) => getSportTicketEvents(x.slug).some((e) => e.endMs > Date.now()));
  const event = getSportTicketEvents(withEvent.slug).find((e) => e.endMs > Date.now())!;
  await page.goto(`/sports/${withEvent.slug}/`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const json = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'SportsEvent') ?? {};
  expect(json['@type']).toBe('SportsEvent');
  expect(json.name).toBe(event.title);
  expect(json.startDate).toBe(event.startsAt);
  expect(json.location.address.addressLocality).toBe(event.city);
  expect(json.url).toMatch(new RegExp(`${ticketEventHref(event.id)}$`));
  expect(json.offers[0]).toMatchObject({
    price: priceBreakdown(event.ticketPrice).total.toFixed(2),
    priceCurrency: 'USD',
    availability: event.availableTickets > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  });
  await expect(page).toHaveTitle(new RegExp(`Women's ${withEvent.name}: Athletes, Schedule and Tickets`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`Prize pool ${escapeRegExp(usd(withEvent.stats.totalPrizePool))}\\. Next: ${escapeRegExp(event.title)}`),
  );
});

test("by the visitor clock, an event that is over leaves a sport page's ticket and schedule lists", async ({ page }) => {
  const withEvent = sportWith('a ticketed event not over', (x) => getSportTicketEvents(x.slug).some((e) => e.endMs > Date.now()));
  const event = getSportTicketEvents(withEvent.slug).find((e) => e.endMs > Date.now())!;
  await page.clock.setFixedTime(event.endMs - 60_000);
  await page.goto(`/sports/${withEvent.slug}/#tickets`);
  await waitForHydration(page);
  const card = page.locator(`[data-list="sport-tickets"] li[data-event="${event.id}"]`);
  await expect(card).toHaveCount(1);

  await page.clock.setFixedTime(event.endMs + 60_000);
  await page.reload();
  await waitForHydration(page);
  await expect(card).toHaveCount(0);
  await expect(page.locator(`[data-list="sport-events"] li[data-event="${event.id}"]`)).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByRole('button', { name: `Ended: ${event.title}` })).toHaveCount(0);
});

test('an event this browser has bought out says Sold Out on its sport page, as the tickets page does', async ({ page }) => {
  // The sport's first listed event (the first not over) is on sale, with seats as published.
  const firstListed = (x: Sport) => getSportTicketEvents(x.slug).find((e) => e.endMs > Date.now());
  const withEvent = sportWith('a first listed event on sale', (x) => {
    const e = firstListed(x);
    return e && e.availableTickets > 0 && e.startMs > Date.now() + 3_600_000;
  });
  const event = firstListed(withEvent)!;
  await page.goto(`/sports/${withEvent.slug}/#tickets`);
  await waitForHydration(page);
  const card = page.locator(`[data-list="sport-tickets"] li[data-event="${event.id}"]`);
  await expect(card.getByRole('link', { name: `Buy Tickets Now: ${event.title}` })).toBeVisible();

  await page.evaluate(
    (id) => localStorage.setItem('wal-ticket-inventory', JSON.stringify({ state: { available: { [id]: 0 } }, version: 1 })),
    String(event.id),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(card.getByRole('button', { name: `Sold Out: ${event.title}` })).toBeDisabled();
  await expect(card.getByRole('link', { name: `Buy Tickets Now: ${event.title}` })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every tab panel is readable and the tab bar is hidden', async ({ page }) => {
    const s = at(getSports(), 0, 'sport');
    await page.goto(`/sports/${s.slug}/`);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const [id] of TAB_LABELS) {
      const tab = s.tabs[id];
      if (tab) await expect(page.getByRole('heading', { level: 2, name: tab.heading, exact: true })).toBeVisible();
    }
  });
});
