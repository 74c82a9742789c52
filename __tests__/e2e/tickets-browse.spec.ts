import { test, expect, expectNoAxeViolations, waitForHydration } from './fixtures';
import { PAYPAL_SDK_URL, stubPayPal } from './paypal-stub';
import { getFeaturedTicketEvent, getTicketEvents, getTicketSportChips } from '../../lib/content/tickets';
import { availabilityText, pickFeatured } from '../../lib/tickets/availability';
import { priceBreakdown } from '../../lib/tickets/pricing';
import { ticketEventHref } from '../../lib/tickets/links';
import { formatUSD } from '../../lib/format/en-us';
import { eventOnSale, ticketListHref } from './content-picks';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageOfIndex, pageSlice } from '../../lib/paging/paging';
import { CONTEST_ENDS_AT } from './live-time';
import { at } from '@/lib/must';
import { getFeaturedSportLinks } from '../../lib/content/sports';

/** Every event of data/tickets.json, however many there are; the figures below are read from it. */
const events = getTicketEvents();
/** The list's events in its pages' order (not over at the build first), and page 1's share of them. */
const listed = PAGED_LIST_RECORDS['/buy-tickets/']();
const firstPage = pageSlice(listed, 1, PAGE_SIZE['/buy-tickets/']);
const paged = listed.length > PAGE_SIZE['/buy-tickets/'];
/** Page 1's "All events" section: its events not over when the site was built (moments before the tests run). */
const current = firstPage.filter((e) => e.endMs > Date.now());
const eventCount = current.length;
const chips = getTicketSportChips();
// The featured sports' chips show; the other sports with events fold under More sports.
const featuredSports = new Set(getFeaturedSportLinks().map((s) => s.slug));
const shownChips = chips.filter((c) => featuredSports.has(c.slug));
const foldedChips = chips.filter((c) => !featuredSports.has(c.slug));
/** An event on sale (not started, seats left), and the events of one sport (every page's). */
const sample = eventOnSale();
const sampleFee = priceBreakdown(sample.ticketPrice, 1);
const bySport = (slug: string) => events.filter((e) => e.sport === slug);
/** The event marked featured in the data, and the one the page features at `now` (the next one once it is over). */
const featuredId = getFeaturedTicketEvent(events).id;
const featuredAt = (now: number) => pickFeatured(events, featuredId, now);
/** A city of one event (any page's) that no other event's page names: a search for it finds that event alone. */
const unique = events.find(
  (e) => events.filter((o) => [o.title, o.description, o.city, o.venue].some((t) => t.toLowerCase().includes(e.city.toLowerCase()))).length === 1,
);
const countText = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

/** The cards of the "All events" section (events not over when the site was built). */
const cards = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'All events' }).getByRole('listitem');
/** The matches the search index gives for a search or a sport: links to the events' pages. */
const hits = (page: import('@playwright/test').Page) => page.locator('[data-filtered-hits] a');

test.describe('buy tickets: browsing', () => {
  test("lists page 1's events with all-in prices, status badges and availability in words", async ({ page }) => {
    await page.goto(ticketListHref(sample));
    await waitForHydration(page);
    const card = page.getByRole('article', { name: sample.title, exact: true });
    // The all-in price (ticket + 8% fee, whole dollars) is the prominent figure; base and fee stand beside it.
    await expect(card).toContainText(`General ${formatUSD(sampleFee.total)}`);
    await expect(card).toContainText(`${formatUSD(sample.ticketPrice)} ticket + ${formatUSD(sampleFee.fee)} service fee`);
    const vip = priceBreakdown(sample.vipPrice);
    await expect(card).toContainText(`VIP ${formatUSD(vip.total)} incl. fees${formatUSD(sample.vipPrice)} ticket + ${formatUSD(vip.fee)} service fee`);
    await expect(card).toContainText('TICKETS AVAILABLE');
    await expect(card).toContainText(sample.sportName);
    await expect(card).toContainText(availabilityText(sample.availableTickets, sample.totalTickets));
    await expect(card.getByRole('meter')).toHaveAttribute('aria-valuenow', String(sample.availableTickets));
    // Its title leads to the event's own page.
    await expect(card.getByRole('link', { name: sample.title, exact: true })).toHaveAttribute('href', ticketEventHref(sample.id));

    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(eventCount);
    const featured = featuredAt(Date.now());
    await expect(page.getByRole('region', { name: featured.title, exact: true }).getByRole('link', { name: featured.title, exact: true })).toHaveAttribute(
      'href',
      ticketEventHref(featured.id),
    );
    await expect(page.getByText(paged ? `${countText(eventCount)} on this page` : `Showing all ${eventCount} events`)).toBeVisible();
  });

  test('search covers every event (from the search index), is kept in the address, and an empty result offers to clear', async ({ page }) => {
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await expect(search).toHaveAttribute('placeholder', 'Search events, cities, or sports');
    if (unique) {
      await search.fill(unique.city.toUpperCase());
      await expect(hits(page)).toHaveCount(1);
      await expect(hits(page)).toHaveAttribute('href', ticketEventHref(unique.id));
      await expect(page).toHaveURL(/[?&]q=/);
    }
    for (const text of ['(', '*', '[a-z]+', 'x'.repeat(5000)]) {
      await search.fill(text);
      await expect(page.getByText('No events match your search.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/buy-tickets\/$/);
    await expect(cards(page)).toHaveCount(eventCount);
  });

  test('sport chips are the sports with events, each finding every event of the sport, and combine with the search', async ({ page }) => {
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    const group = page.getByRole('group', { name: 'Sport', exact: true });
    const folded = page.getByRole('group', { name: 'More sports', exact: true });
    await expect(group.getByRole('button')).toHaveText(['All Sports', ...shownChips.map((c) => c.name)]);
    await expect(folded).toBeHidden();
    if (foldedChips.length) {
      await page.locator('summary', { hasText: `More sports (${foldedChips.length})` }).click();
      await expect(folded.getByRole('button')).toHaveText(foldedChips.map((c) => c.name));
    }
    const chip = (c: (typeof chips)[number]) => (featuredSports.has(c.slug) ? group : folded).getByRole('button', { name: c.name, exact: true });
    // Every chip, each in turn (More sports stays open while the visitor chooses).
    for (const c of chips) {
      await chip(c).click();
      await expect(chip(c)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: / in / })).toHaveText(`${countText(bySport(c.slug).length)} in ${c.name}`);
      await expect(hits(page)).toHaveCount(Math.min(bySport(c.slug).length, PAGE_SIZE['/buy-tickets/']));
      await expect(page).toHaveURL(new RegExp(`[?&]sport=${c.slug}$`));
    }
    const [first, second] = [at(chips, 0, 'chip'), at(chips, 1, 'chip')];
    await chip(second).click();
    const target = at(bySport(second.slug), 0);
    await page.getByRole('searchbox', { name: 'Search events' }).fill(target.title);
    await expect(hits(page).filter({ hasText: target.title })).toHaveAttribute('href', ticketEventHref(target.id));
    // The same words under another sport never find the other sport's event.
    await chip(first).click();
    await expect(page.getByRole('status').filter({ hasText: /No events|in / })).toBeVisible();
    await expect(hits(page).filter({ hasText: target.title })).toHaveCount(0);
    await filters.click();
    await expect(group).toBeHidden();
  });

  test('?sport= pre-selects the chip, by slug as sport pages link, or by name', async ({ page }) => {
    const chip = chips.find((c) => /[ &]/.test(c.name)) ?? at(chips, 0, 'chip');
    const n = bySport(chip.slug).length;
    await page.goto(`/buy-tickets/?sport=${chip.slug}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: chip.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: / in / })).toHaveText(`${countText(n)} in ${chip.name}`);
    await page.goto(`/buy-tickets/?sport=${encodeURIComponent(chip.name.replace('&', 'and'))}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: chip.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: / in / })).toHaveText(`${countText(n)} in ${chip.name}`);
  });

  test('by the visitor clock, an event that has started is Live Now and one that is over is Ended, and neither can be bought', async ({ page }) => {
    const [first, second] = [at(current, 0, 'chip'), at(current, 1, 'chip')];
    // During the first event: it is live; the second is still on sale.
    await page.clock.setFixedTime(first.startMs + 60_000);
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const live = page.getByRole('article', { name: first.title });
    await expect(live).toContainText('LIVE NOW');
    await expect(live.getByRole('button', { name: `Live Now: ${first.title}` })).toBeDisabled();
    await expect(live.getByRole('button', { name: /^Buy Tickets/ })).toHaveCount(0);
    // After it: ended, and the featured banner moves on when the featured event is over.
    const featured = featuredAt(first.startMs + 60_000);
    const after = Math.max(first.endMs, featured.endMs) + 60_000;
    await page.clock.setFixedTime(after);
    await page.reload();
    await waitForHydration(page);
    const ended = page.getByRole('article', { name: first.title });
    await expect(ended).toContainText('ENDED');
    await expect(ended.getByRole('button', { name: `Ended: ${first.title}` })).toBeDisabled();
    await expect(page.getByRole('region', { name: featuredAt(after).title, exact: true })).toContainText('Featured event');
    await expect(page.getByRole('article', { name: second.title }).getByRole('button', { name: /^(Buy Tickets|Sold Out|Live Now|Ended):/ })).toBeVisible();
  });

  test('the live banner says the contest is live until voting closes, then that it has ended; both ways lead on', async ({ page }) => {
    await page.clock.setFixedTime(CONTEST_ENDS_AT - 60_000);
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Live Event Happening Now' });
    await expect(banner.getByRole('link', { name: 'Watch live' })).toHaveAttribute('href', '/live-contest/');
    await expect(banner.getByRole('link', { name: 'join the live competition' })).toHaveAttribute('href', '/live-event/');
    await page.clock.setFixedTime(CONTEST_ENDS_AT + 60_000);
    await page.reload();
    await waitForHydration(page);
    const ended = page.getByRole('region', { name: 'The live contest has ended' });
    await expect(ended.getByRole('link', { name: 'See the contest' })).toHaveAttribute('href', '/live-contest/');
    await expect(page.getByText('Live now', { exact: true })).toHaveCount(0);
  });

  test('no request goes to PayPal until the purchase dialog opens; Escape closes it', { tag: '@phone' }, async ({ page }, testInfo) => {
    const sdkRequests: string[] = [];
    page.on('request', (r) => {
      if (PAYPAL_SDK_URL.test(r.url()) || r.url().includes('paypal.com')) sdkRequests.push(r.url());
    });
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(sdkRequests).toEqual([]);

    await page.getByRole('button', { name: 'Get Tickets' }).click();
    const dialog = page.getByRole('dialog', { name: `Buy tickets: ${featuredAt(Date.now()).title}`, exact: true });
    await expect(dialog).toBeVisible();
    const pay = dialog.getByRole('button', { name: 'Pay with PayPal' });
    await expect(pay).toBeVisible();
    // The SDK is asked for buttons 45 px high on mobile, 55 px otherwise (the stub draws that height).
    expect((await pay.boundingBox())?.height).toBe(testInfo.project.name === 'mobile' ? 45 : 55);
    expect(sdkRequests.length).toBeGreaterThan(0);
    expect(sdkRequests[0]).toContain('client-id=test');
    expect(sdkRequests[0]).toContain('currency=USD');
    expect(sdkRequests[0]).toContain('intent=capture');

    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Get Tickets' })).toBeFocused();
  });

  test("publishes schema.org SportsEvent data for each of the page's events", async ({ page }) => {
    await page.goto(ticketListHref(sample));
    const text = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(text ?? '{}');
    expect(data['@graph']).toHaveLength(
      pageSlice(
        listed,
        pageOfIndex(
          listed.findIndex((e) => e.id === sample.id),
          PAGE_SIZE['/buy-tickets/'],
        ),
        PAGE_SIZE['/buy-tickets/'],
      ).length,
    );
    const item = data['@graph'].find((e: { name: string }) => e.name === sample.title);
    expect(item).toMatchObject({
      '@type': 'SportsEvent',
      sport: sample.sportName,
      startDate: sample.startsAt,
      location: { '@type': 'Place', name: sample.venue, address: { '@type': 'PostalAddress', addressLocality: sample.city, addressRegion: sample.region } },
    });
    expect(item.url).toMatch(new RegExp(`${ticketEventHref(sample.id)}$`));
    expect(item.offers[0]).toMatchObject({
      '@type': 'Offer',
      price: sampleFee.total.toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
  });
});

test.describe('buying on a poor connection', () => {
  // The checkout's code loads when a fan first opens it; here that request fails once.
  test.use({ allowErrors: /Failed to load resource|ChunkLoadError|Failed to load chunk/ });

  test('a checkout whose code cannot load says so and offers Retry, and the page keeps working', async ({ page }) => {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    const buy = page.getByRole('button', { name: /^Buy Tickets: / }).first();
    const title = ((await buy.getAttribute('aria-label')) ?? (await buy.innerText())).replace(/^Buy Tickets: /, '');
    await buy.click();
    const alert = page.getByRole('alert').filter({ hasText: `The checkout for ${title} could not load.` });
    await expect(alert).toContainText('Nothing was charged.');
    await expect(alert).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute('**/_next/static/chunks/**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog', { name: `Buy tickets: ${title}`, exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
