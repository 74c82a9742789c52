import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { getAthletes, getHomeFeaturedAthletes } from '../../lib/content/athlete-pages';
import { athleteIndex } from '../../lib/content/athletes';
import { getArticles } from '../../lib/content/articles';
import { getTicketEvents } from '../../lib/content/tickets';
import { getFeaturedSportLinks, getSports } from '../../lib/content/sports';
import { athleteFigures } from '@/lib/athletes/figures';
import { upcomingEventsOf } from '@/lib/athletes/events';
import { articlesMentioning } from '@/lib/athletes/mentions';
import { athleteHref, filterAthletesBySport } from '@/lib/athletes/links';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { at } from '@/lib/must';
import { escapeRegExp } from './content-records';
import { ticketEventHref } from '@/lib/tickets/links';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageSlice } from '@/lib/paging/paging';
import { capList } from '@/lib/paging/record-lists';
import { searchHref } from '@/lib/search/query';
import { expectCappedEvents, expectCappedList } from './capped-lists';

/*
 * Athlete pages and the /athletes/ list on the real data/: athletes are picked by what their records
 * hold (a history of results, none, upcoming events), and each page is checked against what the
 * records imply, read with the functions the pages use.
 */
const athletes = getAthletes();
const records = athleteIndex();
const resultsOf = (id: string) => records.get(id)!.history?.results ?? [];
const withResults = athletes.find((a) => resultsOf(a.id).length > 0);
const withoutResults = at(
  athletes.filter((a) => resultsOf(a.id).length === 0),
  0,
  'athlete without a history',
);
const eventsOf = (id: string) => upcomingEventsOf(getTicketEvents(), id, Date.now());
// The athlete with the most upcoming events (the cap is met when any athlete has more).
const withEvents = [...athletes].sort((x, y) => eventsOf(y.id).length - eventsOf(x.id).length)[0] ?? at(athletes, 0, 'athlete');
// Her articles as her page orders them, newest first (ties by slug).
const mentionsOf = (name: string) => articlesMentioning(getArticles(), name).sort((x, y) => y.date.localeCompare(x.date) || x.slug.localeCompare(y.slug));
const mostMentioned = [...athletes].sort((x, y) => mentionsOf(y.name).length - mentionsOf(x.name).length)[0] ?? at(athletes, 0, 'athlete');
/** Where every event and article that names her is: the search page asked her name. */
const searchMore = (name: string) => ({ name: `Search the site for ${name}`, href: new RegExp(`${escapeRegExp(searchHref(name))}$`) });
const articleSlugs = async (news: Locator) =>
  (await news.locator('[data-list="athlete-articles"] > li a').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))).map(
    (href) => /\/recap-news\/([^/]+)\/$/.exec(href)?.[1] ?? href,
  );

/** The text of the <dd> after the <dt> with this label, inside `scope`. */
async function figure(scope: Locator, label: string): Promise<string> {
  const dd = scope.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).locator('xpath=following-sibling::dd[1]');
  await expect(dd).toHaveCount(1);
  return (await dd.innerText()).trim();
}

async function personJsonLd(page: Page): Promise<Record<string, unknown> | undefined> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => [JSON.parse(t) as unknown].flat());
  return blocks.find((b): b is Record<string, unknown> => (b as { '@type'?: string })['@type'] === 'Person');
}

/** Her page shows who she is: name as h1, portrait, sport linked to its page, place and figures from her record, JSON-LD Person. */
async function expectProfile(page: Page, a: (typeof athletes)[number]) {
  await page.goto(athleteHref(a.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.name);
  await expect(page.getByRole('img', { name: a.portrait.alt })).toBeVisible();
  const header = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByRole('link', { name: a.sportName, exact: true })).toHaveAttribute('href', new RegExp(`/sports/${a.sport}/$`));
  await expect(header).toContainText(a.position);
  await expect(header).toContainText(a.place);
  const figures = athleteFigures(records.get(a.id)!);
  expect(await figure(header, 'Total winnings')).toBe(formatUSD(figures.earnings));
  expect(await figure(header, 'Events won')).toBe(formatNumber(figures.wins));
  expect(await personJsonLd(page)).toMatchObject({ '@type': 'Person', name: a.name });
}

test('an athlete with results: her profile, figures and every result of her history', async ({ page }) => {
  // The demo athlete (data/samples.json) always has one: getSamples refuses a demo athlete without a history.
  expect(withResults, 'an athlete of data/athletes.json with a history of results').toBeDefined();
  const a = withResults!;
  await expectProfile(page, a);
  const results = page.getByRole('region', { name: 'Results' });
  const rows = results.getByRole('row');
  await expect(rows).toHaveCount(resultsOf(a.id).length + 1);
  for (const r of resultsOf(a.id)) await expect(results.getByRole('rowheader', { name: r.title, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an athlete without itemised results: her figures, and the articles that mention her, each linked', async ({ page }) => {
  const a = withoutResults;
  await expectProfile(page, a);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('table')).toHaveCount(0);
  await expect(results).toContainText('not itemised');
  const mentions = capList('articles', mentionsOf(a.name)).shown;
  const news = page.getByRole('region', { name: 'In the news' });
  await expect(news.locator('[data-list="athlete-articles"] > li')).toHaveCount(mentions.length);
  for (const m of mentions) await expect(news.getByRole('link', { name: m.title, exact: true })).toHaveAttribute('href', new RegExp(`/recap-news/${m.slug}/$`));
  if (!mentions.length) await expect(news).toContainText(`No articles mention ${a.name}`);
});

test('by the visitor clock, an event that is over leaves her upcoming events; with none left the page says so', async ({ page }) => {
  const expected = eventsOf(withEvents.id);
  const events = page.getByRole('region', { name: 'Upcoming events' });
  if (!expected.length) {
    // A league with no athlete's event to come: her page says so.
    await page.goto(athleteHref(withEvents.id));
    await expect(events).toContainText(`No ticketed events with ${withEvents.name} are on sale right now.`);
    return;
  }
  const first = expected[0]!;
  const item = events.locator(`[data-list="athlete-events"] > li[data-event="${first.id}"]`);
  await page.clock.setFixedTime(first.endMs - 60_000);
  await page.goto(athleteHref(withEvents.id));
  await waitForHydration(page);
  await expect(item).toHaveCount(1);

  await page.clock.setFixedTime(first.endMs + 60_000);
  await page.reload();
  await waitForHydration(page);
  await expect(item).toHaveCount(0);
  await expect(events.getByText('Ended', { exact: false })).toHaveCount(0);

  // After the last of them, the list gives way to the page's words for none.
  await page.clock.setFixedTime(Math.max(...expected.map((e) => e.endMs)) + 60_000);
  await page.reload();
  await waitForHydration(page);
  await expect(events.locator('[data-list="athlete-events"] > li')).toHaveCount(0);
  await expect(events).toContainText(`No ticketed events with ${withEvents.name} are on sale right now.`);
});

test('the athlete most in the news: her newest articles up to the cap, how many there are, and a search for the rest', async ({ page }) => {
  const a = mostMentioned;
  await page.goto(athleteHref(a.id));
  const news = page.getByRole('region', { name: 'In the news' });
  const all = mentionsOf(a.name).map((m) => m.slug);
  await expectCappedList(news, 'articles', all, articleSlugs, 'athlete-articles', searchMore(a.name));
  if (!all.length) await expect(news).toContainText(`No articles mention ${a.name}`);
});

test('an athlete with upcoming ticketed events lists the soonest of them up to the cap, each linked', async ({ page }) => {
  const expected = eventsOf(withEvents.id);
  await page.goto(athleteHref(withEvents.id));
  const events = page.getByRole('region', { name: 'Upcoming events' });
  const mine = getTicketEvents().filter((e) => e.athletes.includes(withEvents.id));
  await expectCappedEvents(events, mine, 'athlete-events', searchMore(withEvents.name));
  // Each event shown: its title and the way to its page.
  const shown = await events.locator('[data-list="athlete-events"] > li').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-event'))));
  for (const e of mine.filter((m) => shown.includes(m.id))) {
    const item = events.locator(`[data-list="athlete-events"] > li[data-event="${e.id}"]`);
    await expect(item.getByRole('heading', { name: e.title, exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: e.title, exact: true })).toHaveAttribute('href', new RegExp(`${escapeRegExp(ticketEventHref(e.id))}$`));
  }
  if (!expected.length) await expect(events).toContainText(`No ticketed events with ${withEvents.name}`);
  await expectNoAxeViolations(page);
});

test.describe('/athletes/', () => {
  // The sport with the most athletes that is not every athlete's (else the first sport with athletes).
  const counts = getSports()
    .map((s) => ({ sport: s, count: filterAthletesBySport(athletes, s.slug).length }))
    .filter((c) => c.count > 0)
    .sort((x, y) => (y.count < athletes.length ? y.count : 0) - (x.count < athletes.length ? x.count : 0));
  const { sport, count } = at(counts, 0, 'sport with athletes');
  // The list is paged: page 1 shows its slice of the athletes in list order; a sport is answered by
  // the search index, every athlete of the sport (the first PAGE_SIZE of them as links).
  const firstPage = pageSlice(PAGED_LIST_RECORDS['/athletes/'](), 1, PAGE_SIZE['/athletes/']);
  const ofSport = filterAthletesBySport(athletes, sport.slug);
  // The filter offers the sports with athletes in the sports' order: the featured ones as chips, the rest folded under More sports.
  const featured = new Set(getFeaturedSportLinks().map((s) => s.slug));
  const played = getSports().filter((s) => filterAthletesBySport(athletes, s.slug).length > 0);
  const shown = played.filter((s) => featured.has(s.slug));
  const folded = played.filter((s) => !featured.has(s.slug));
  const onPage = (page: Page) => page.locator('[data-athlete]');
  const hits = (page: Page) => page.locator('[data-filtered-hits] a');

  test('lists the first page of athletes; the sport filter shows that sport’s athletes from the index and the address carries it', async ({ page }) => {
    await page.goto('/athletes/');
    await waitForHydration(page);
    await expect(onPage(page)).toHaveCount(firstPage.length);
    for (const a of firstPage) await expect(page.locator(`[data-athlete="${a.id}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page);

    const chips = page.getByRole('group', { name: /^Filter athletes by sport/ }).getByRole('button');
    await expect(chips).toHaveText(['All sports', ...shown.map((s) => s.name)]);
    if (folded.length) {
      const more = page.locator('summary', { hasText: `More sports (${folded.length})` });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(chips).toHaveText(['All sports', ...shown.map((s) => s.name), ...folded.map((s) => s.name)]);
    }
    await chips.filter({ hasText: new RegExp(`^${escapeRegExp(sport.name)}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]sport=${escapeRegExp(sport.slug)}(&|$)`));
    await expect(page.getByRole('status').filter({ hasText: / in / })).toContainText(`${formatNumber(count)} ${count === 1 ? 'athlete' : 'athletes'}`);
    await expect(hits(page)).toHaveCount(Math.min(count, PAGE_SIZE['/athletes/']));
    const names = new Map(ofSport.map((a) => [a.name, a]));
    for (const hit of await hits(page).all()) {
      const name = await hit.locator('span:first-child').innerText();
      const a = names.get(name);
      expect(a, `${name} plays ${sport.name}`).toBeDefined();
      await expect(hit).toHaveAttribute('href', new RegExp(`${escapeRegExp(athleteHref(a!.id))}$`));
      // Shown as her card shows her: her portrait, sport and position.
      await expect(hit).toContainText([sport.name, a!.position].filter(Boolean).join(' · '));
      await expect(hit.locator('img')).toHaveAttribute('src', new RegExp(`${escapeRegExp(a!.portrait.src)}$`));
      expect(await hit.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }

    // The filtered address, opened afresh (shared), shows the same.
    await page.reload();
    await waitForHydration(page);
    await expect(hits(page)).toHaveCount(Math.min(count, PAGE_SIZE['/athletes/']));
    await expect(page.getByRole('button', { name: sport.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a shared address naming a folded sport opens More sports with that sport pressed', async ({ page }) => {
    // A league whose sports with athletes are all featured folds none: its chips show every one.
    const pick = folded[0] ?? sport;
    await page.goto(`/athletes/?sport=${pick.slug}`);
    await waitForHydration(page);
    const chip = page.getByRole('group', { name: /^Filter athletes by sport/ }).getByRole('button', { name: pick.name, exact: true });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: / in / })).toContainText(`in ${pick.name}`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('is the plain first page of the list, each athlete a link to her page', async ({ page }) => {
      await page.goto(`/athletes/?sport=${sport.slug}`);
      await expect(onPage(page)).toHaveCount(firstPage.length);
      const first = at(firstPage, 0, 'athlete');
      await expect(page.getByRole('link', { name: first.name, exact: true }).first()).toHaveAttribute(
        'href',
        new RegExp(`${escapeRegExp(athleteHref(first.id))}$`),
      );
    });
  });
});

test("a featured athlete on home and an athlete on her sport page's Athletes tab link to her page", async ({ page }) => {
  const featured = at(getHomeFeaturedAthletes(), 0, 'featured athlete');
  await page.goto('/');
  await page.getByRole('region', { name: 'Featured Athletes' }).getByRole('link', { name: featured.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(athleteHref(featured.id))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.name);

  const sport = getSports().find((s) => s.tabs.athletes?.athletes?.length);
  expect(sport, 'a sport page whose Athletes tab lists athletes').toBeDefined();
  const id = at(sport!.tabs.athletes!.athletes ?? [], 0, 'athlete of the tab');
  const listedAthlete = athletes.find((a) => a.id === id)!;
  await page.goto(`/sports/${sport!.slug}/#athletes`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Athletes' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: listedAthlete.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(athleteHref(id))}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listedAthlete.name);
});

test('an article links every athlete it names in its text to her page, and a tag that is her name too', async ({ page }) => {
  // The article that names the most athletes in its text (any valid content names at least one).
  const named = getArticles()
    .map((article) => ({ article, in: athletes.filter((a) => articlesMentioning([{ title: '', summary: '', content: article.content }], a.name).length) }))
    .sort((x, y) => y.in.length - x.in.length)[0];
  expect(named?.in.length, 'an article whose text names an athlete').toBeGreaterThan(0);
  await page.goto(`/recap-news/${named!.article.slug}/`);
  const text = page.locator('article p');
  for (const athlete of named!.in) {
    await expect(text.getByRole('link', { name: athlete.name, exact: false }).first()).toHaveAttribute(
      'href',
      new RegExp(`${escapeRegExp(athleteHref(athlete.id))}$`),
    );
  }
  const tag = named!.article.tags.find((t) => athletes.some((a) => a.name.toLowerCase() === t.toLowerCase()));
  if (tag) {
    const athlete = athletes.find((a) => a.name.toLowerCase() === tag.toLowerCase())!;
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: `#${tag}` })).toHaveAttribute(
      'href',
      new RegExp(`${escapeRegExp(athleteHref(athlete.id))}$`),
    );
  }
  await page.locator('article p').getByRole('link', { name: named!.in[0]!.name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(named!.in[0]!.name);
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('the athlete with the largest winnings: her figures stay inside their own boxes, and the page inside the screen', async ({ page }) => {
    const earnings = (id: string) => athleteFigures(records.get(id)!).earnings;
    const richest = [...athletes].sort((x, y) => earnings(y.id) - earnings(x.id))[0]!;
    await page.goto(athleteHref(richest.id));
    const figures = page.locator('dd[data-figure]');
    await expect(figures.first()).toBeVisible();
    for (const box of await figures.all()) {
      const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
