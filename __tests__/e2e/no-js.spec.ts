import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { getSite } from '../../lib/content/site';
import { getSports } from '../../lib/content/sports';
import { getSpecialEvents } from '../../lib/content/special-events';
import { getHomeFeaturedEvents } from '../../lib/content/tickets';
import { formatUSD } from '@/lib/format/en-us';
import { priceBreakdown } from '@/lib/tickets/pricing';
import { getArticles } from '../../lib/content/articles';
import { at } from '@/lib/must';
import { getTeams } from '../../lib/content/teams';
import { athleteIndex } from '../../lib/content/athletes';
import { teamHref, teamsOfSport } from '@/lib/teams/roster';
import { routesToVisit, testRoutesInOneTab } from './route-check';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageSlice } from '@/lib/paging/paging';
import { getScheduleSportLinks } from '../../lib/content/schedule';

/**
 * Without JavaScript every page of the route table shows its pre-rendered heading, hides the parts
 * that need JavaScript (.js-only) and describes its images. The content pages of all five kinds
 * (home, a sport, a special event, tickets, news list and article) also show their whole content
 * with a visible <noscript> note for what needs JavaScript. Other specs check page-specific
 * details (the sport tab panels, shop filters, the live pages).
 */
test.use({ javaScriptEnabled: false });

const site = getSite();
// Records chosen by what the tests need, never by name: a sport with a team, a special event with a bookable offer.
const BOOKABLE = ['cruises', 'packages', 'venues', 'parks', 'ballrooms'] as const;
const sports = getSports();
const teams = getTeams();
const teamSport = sports.find((s) => s.tabs.teams && teamsOfSport(teams, s.slug).length) ?? at(sports, 0, 'sport');
const specialEvents = getSpecialEvents();
const bookable = specialEvents.flatMap((e) =>
  e.tabs.flatMap((t) => BOOKABLE.flatMap((kind) => (t[kind] ?? []).map((offer: { name: string; alt?: string }) => ({ event: e, offer })))),
);
const eventWithOffer = bookable[0]?.event ?? at(specialEvents, 0, 'special event');
const offer = bookable[0]?.offer;
const articles = getArticles();
const article = at(articles, 0, 'article');

/** Every image has an alt attribute (empty only for decoration), and the named ones are there. */
async function expectImagesDescribed(page: Page, alts: string[], check: typeof expect = expect) {
  const missing = await page.locator('img').evaluateAll((imgs) => imgs.filter((i) => !i.hasAttribute('alt')).map((i) => i.getAttribute('src')));
  check(missing, `images without alt on ${page.url()}`).toEqual([]);
  for (const alt of alts) await expect(page.getByRole('img', { name: alt, exact: true }).first()).toBeVisible();
}

/** Nothing marked .js-only is shown. */
async function expectJsOnlyHidden(page: Page, check: typeof expect = expect) {
  const shown = await page.locator('.js-only').evaluateAll((els) => els.filter((e) => e.checkVisibility()).map((e) => e.outerHTML.slice(0, 120)));
  check(shown, `js-only parts shown without JavaScript on ${page.url()}`).toEqual([]);
}

/**
 * The visible <noscript> notes. With scripting off the parser builds their content as elements, but
 * Playwright's text engine skips <noscript>, so the notes are read from the DOM.
 */
async function noscriptNotes(page: Page): Promise<string[]> {
  return page.locator('main noscript').evaluateAll((els) =>
    els
      .flatMap((e) => [...e.children])
      .filter((c) => c.checkVisibility() && (c.textContent ?? '').trim() !== '')
      .map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

async function expectNote(page: Page, note: RegExp) {
  expect(await noscriptNotes(page)).toEqual(expect.arrayContaining([expect.stringMatching(note)]));
}

testRoutesInOneTab(
  'the pre-rendered h1 is shown, .js-only parts are hidden and every image has an alt',
  routesToVisit(),
  async (page, route) => {
    const response = await page.goto(route);
    expect.soft(response?.status(), `${route} answers`).toBe(200);
    await expect.soft(page.locator('h1'), `${route} has one h1`).toHaveCount(1);
    await expect.soft(page.locator('h1'), `${route} shows its h1`).toBeVisible();
    await expect.soft(page.locator('h1'), `${route}'s h1 has text`).not.toBeEmpty();
    await expectJsOnlyHidden(page, expect.soft);
    await expectImagesDescribed(page, [], expect.soft);
  },
  10,
);

test('home: every carousel slide, the sections and their images; controls hidden; subscribing says it needs JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
  // The carousel cannot rotate, so all its slides are shown.
  for (const slide of site.slides) {
    await expect(page.getByRole('heading', { level: 2, name: slide.title })).toBeVisible();
    await expect(page.getByRole('link', { name: slide.cta.label }).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause headlines' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Breaking news' })).toContainText(at(site.headlines, 0));
  const featured = page.getByRole('region', { name: 'Featured Events' });
  for (const event of getHomeFeaturedEvents()) await expect(featured).toContainText(`From ${formatUSD(priceBreakdown(event.ticketPrice, 1).total)}`);
  await expect(page.getByRole('region', { name: 'Featured Athletes' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  await expectImagesDescribed(
    page,
    site.slides.map((s) => s.alt),
  );
  await expectJsOnlyHidden(page);
  await expectNote(page, /^Subscribing needs JavaScript/);
});

test('sport page: banner, figures and every tab panel; each team card links to its page', async ({ page }) => {
  await page.goto(`/sports/${teamSport.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamSport.name);
  await expect(page.getByText(teamSport.tagline)).toBeVisible();
  await expect(page.getByText(teamSport.tabs.overview.body)).toBeVisible();
  const team = teamsOfSport(teams, teamSport.slug)[0];
  if (team) {
    const heading = page.getByRole('heading', { level: 3, name: team.name });
    await expect(heading).toBeVisible();
    await expect(heading.getByRole('link')).toHaveAttribute('href', teamHref(team.id));
    await expect(page.getByText(athleteIndex().get(team.captain)!.name).first()).toBeVisible();
  }
  await expectImagesDescribed(page, []);
  await expectJsOnlyHidden(page);
});

test('event page: every tab and offer with its image; booking falls back to email', async ({ page }) => {
  await page.goto(`/events/${eventWithOffer.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventWithOffer.name);
  await expect(page.getByText(eventWithOffer.tagline).first()).toBeVisible();
  for (const tab of eventWithOffer.tabs) await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
  if (offer) {
    await expect(page.getByRole('heading', { level: 3, name: offer.name })).toBeVisible();
    await expectImagesDescribed(page, offer.alt ? [offer.alt] : []);
    await expect(page.getByRole('button', { name: `${eventWithOffer.bookLabel}: ${offer.name}` })).toBeHidden();
    await expectNote(page, new RegExp(`^Email ${site.contact.bookingsEmail.replace(/\./g, '\\.')} to book$`));
  }
  await expectJsOnlyHidden(page);
});

test("tickets: page 1's events with their all-in price; searching and buying say they need JavaScript", async ({ page }) => {
  await page.goto('/buy-tickets/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Tickets');
  // Events over when the site was built are listed apart under Past events: an event not over now is in All events.
  const list = page.getByRole('region', { name: 'All events' });
  const either = page.getByRole('region', { name: /^(All events|Past events)$/ });
  const firstPage = pageSlice(PAGED_LIST_RECORDS['/buy-tickets/'](), 1, PAGE_SIZE['/buy-tickets/']);
  const paged = PAGED_LIST_RECORDS['/buy-tickets/']().length > firstPage.length;
  for (const event of firstPage) {
    await expect(
      event.endMs > Date.now() ? list.getByRole('article', { name: event.title }) : either.getByRole('article', { name: event.title }),
    ).toBeVisible();
  }
  await expect(list.getByRole('article').first()).toContainText('service fee');
  await expect(page.getByRole('button', { name: /^Buy Tickets:/ }).first()).toBeHidden();
  await expect(page.getByRole('searchbox')).toBeHidden();
  await expectImagesDescribed(page, []);
  await expectJsOnlyHidden(page);
  await expectNote(
    page,
    new RegExp(
      `^Searching, filtering and buying tickets need JavaScript\\. Every event is listed below${paged ? ', a page at a time' : ''}; each event's page has its details\\.$`,
    ),
  );
});

test('news: the first page of articles is listed; search and filters say they need JavaScript', async ({ page }) => {
  await page.goto('/recap-news/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recap News & Blog');
  // Paged: page 1's slice of the list in its order (the pager's walk through every page is paged-lists.spec's).
  const firstPage = pageSlice(PAGED_LIST_RECORDS['/recap-news/'](), 1, PAGE_SIZE['/recap-news/']);
  for (const a of firstPage) await expect(page.getByRole('heading', { name: a.title }).first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toBeHidden();
  await expectImagesDescribed(page, []);
  await expectJsOnlyHidden(page);
  const paged = PAGED_LIST_RECORDS['/recap-news/']().length > PAGE_SIZE['/recap-news/'];
  await expectNote(
    page,
    paged
      ? /^Searching and filtering articles need JavaScript\. The articles are listed below, a page at a time\.$/
      : /^Searching and filtering articles need JavaScript\. Every article is listed below\.$/,
  );
  await expectNote(page, /^Subscribing needs JavaScript/);
});

test("schedule: More sports opens without a script and leads to a folded sport's own schedule", async ({ page }) => {
  const { featured, more } = getScheduleSportLinks();
  // A league whose scheduled sports are all featured folds nothing: its chips lead to each sport instead.
  const target = more.at(-1) ?? at(featured, 0, 'scheduled sport');
  await page.goto('/schedule/');
  const nav = page.getByRole('navigation', { name: 'Sport' });
  const link = nav.getByRole('link', { name: target.name, exact: true });
  if (more.length) {
    await expect(link).toBeHidden();
    await nav.locator('summary').click();
  }
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/schedule/${target.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${target.name} Schedule`);
});

test('article: the whole text and its image; sharing says it needs JavaScript', async ({ page }) => {
  await page.goto(`/recap-news/${article.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByText(article.summary, { exact: true })).toBeVisible();
  for (const paragraph of article.content) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
  await expectImagesDescribed(page, [article.alt]);
  await expect(page.getByRole('button', { name: `Share article: ${article.title}` })).toBeHidden();
  await expectJsOnlyHidden(page);
  await expectNote(page, /^The share button needs JavaScript\. To share this article, copy the address of this page\.$/);
});

test('forms that need JavaScript send nothing without it: no password or message lands in the address, and each says why', async ({ page }) => {
  const forms: { route: string; fill: (p: Page) => Promise<void>; submit: string; note: RegExp }[] = [
    {
      route: '/admin/login/',
      fill: async (p) => {
        await p.getByLabel('Email').fill('admin@wal.example');
        await p.getByLabel('Password').fill('Secret123!');
      },
      submit: 'Sign in',
      note: /^Signing in needs JavaScript/,
    },
    {
      route: '/join/',
      fill: async (p) => {
        await p.getByLabel('First name').fill('Ann');
        await p.getByLabel(/^Password/).fill('Secret123!');
      },
      submit: 'Join the League',
      note: /JavaScript/,
    },
  ];
  for (const form of forms) {
    await page.goto(form.route);
    await form.fill(page);
    const button = page.getByRole('button', { name: form.submit, exact: true });
    await expect(button).toBeDisabled();
    await page
      .getByLabel(/Password/)
      .first()
      .press('Enter');
    // Nothing was sent: the page and what was typed are still there.
    await expect(page.getByLabel(/Password/).first()).toHaveValue('Secret123!');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).search, `${form.route} sent the form in its address`).toBe('');
    expect(page.url()).not.toContain('Secret123');
    await expect(page.locator('form').filter({ has: button })).toHaveAttribute('method', 'post');
    await expectNote(page, form.note);
  }
});
