import type { Page } from '@playwright/test';
import { test, expect, enlargeText, expectNoAxeViolations, waitForHydration } from './fixtures';
import { paypalCaptures, stubPayPal } from './paypal-stub';
import { TICKET_EVENTS, eventsOnSale } from './content-picks';
import { at } from '@/lib/must';
import { availabilityText } from '../../lib/tickets/availability';
import { icsFileName } from '../../lib/tickets/calendar';
import { TICKET_SUCCESS_MESSAGE } from '../../lib/tickets/constants';
import { ticketEventHref } from '../../lib/tickets/links';
import { priceBreakdown } from '../../lib/tickets/pricing';
import { formatHours, formatUSD } from '../../lib/format/en-us';
import type { TicketEvent } from '../../lib/schemas/ticket-event';

/**
 * A ticketed event's own page (/buy-tickets/<id>/), on the real data: events are picked by what
 * they are (on sale, with athletes, over), and every figure checked is read from the record.
 */

/** An event on sale with seats to spare, one with athletes when the data has one. */
const onSale = (): TicketEvent => {
  const events = eventsOnSale(2);
  return events.find((e) => e.athletes.length > 0) ?? at(events, 0, 'ticketed event on sale');
};

/** The page's text with runs of white space made one space, as a person reads it. */
const textOf = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').replace(/\s+/g, ' ');
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

test('an event opened from the list shows what its record says, and buying there lands in My Tickets with a link back', async ({ page }) => {
  const event = onSale();
  await stubPayPal(page, 'approve');
  await page.goto('/buy-tickets/');
  await page.getByRole('article', { name: event.title, exact: true }).getByRole('link', { name: event.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ticketEventHref(event.id)}$`));
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1, name: event.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: event.sportName, exact: true }).first()).toHaveAttribute('href', new RegExp(`/sports/${event.sport}/$`));
  const main = await textOf(page, 'main');
  for (const text of [
    `${event.dateLabel}, ${event.timeLabel}`,
    formatHours(event.durationHours),
    event.venue,
    event.streetAddress,
    `${event.city}, ${event.region} ${event.postalCode}`,
    event.description,
    formatUSD(event.prizePool),
    ...event.highlights,
    `General ${formatUSD(priceBreakdown(event.ticketPrice).total)}`,
    `VIP ${formatUSD(priceBreakdown(event.vipPrice).total)}`,
    availabilityText(event.availableTickets, event.totalTickets),
  ]) {
    expect(main, text).toContain(text.replace(/\s+/g, ' '));
  }
  await expect(page.locator('main time').first()).toHaveAttribute('datetime', event.startsAt);
  for (const [i, id] of event.athletes.entries()) {
    await expect(page.getByRole('link', { name: at(event.performers, i), exact: true })).toHaveAttribute('href', new RegExp(`/athletes/${id}/$`));
  }

  // Structured data names the event and this page.
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  expect(ld.find((b) => b['@type'] === 'SportsEvent')).toMatchObject({
    name: event.title,
    startDate: event.startsAt,
    url: expect.stringMatching(new RegExp(`${ticketEventHref(event.id)}$`)),
  });
  await expectNoAxeViolations(page);

  // Add to calendar: the event in its venue's zone, with this page's address.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Add to calendar: ${event.title}`, exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(icsFileName(event.title));
  let ics = '';
  for await (const chunk of await file.createReadStream()) ics += chunk.toString();
  ics = unfold(ics);
  expect(ics).toContain(`\r\nDTSTART;TZID=${event.timeZone}:${event.date.replace(/-/g, '')}T${event.time.replace(':', '')}00\r\n`);
  expect(ics).toMatch(new RegExp(`\\r\\nURL:https?://[^\\r]+${ticketEventHref(event.id)}\\r\\n`));
  // The same UID as the event in its sport's feed: subscribed and added, it is one event.
  const uid = /\r\nUID:([^\r]+)\r\n/.exec(ics)?.[1];
  expect(uid).toBeDefined();
  expect(unfold(await (await page.request.get(`/calendar/${event.sport}.ics`)).text())).toContain(`\r\nUID:${uid}\r\n`);

  // The list's purchase dialog and PayPal flow.
  await page.getByRole('button', { name: `Buy Tickets: ${event.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy tickets: ${event.title}`, exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  const status = page.getByRole('status').filter({ hasText: TICKET_SUCCESS_MESSAGE });
  await expect(status).toBeVisible();
  await expect(dialog).toBeHidden();
  // The confirmation takes focus, so it is on screen wherever the list had been scrolled to.
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
  expect(await paypalCaptures(page)).toHaveLength(1);
  await expect(page.locator('main')).toContainText(availabilityText(event.availableTickets - 1, event.totalTickets));

  await status.getByRole('link', { name: 'View your tickets' }).click();
  await expect(page).toHaveURL(/\/my-tickets\/$/);
  const order = page.getByRole('article', { name: event.title, exact: true });
  await expect(order).toContainText(formatUSD(priceBreakdown(event.ticketPrice).total));
  await order.getByRole('link', { name: event.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${ticketEventHref(event.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title, exact: true })).toBeVisible();
});

test('an event that is over says so and offers no Buy button', async ({ page }) => {
  // An event over by now in the data, else the soonest one seen after it ends by the visitor's clock.
  const past = TICKET_EVENTS.find((e) => e.endMs <= Date.now());
  const event = past ?? at(TICKET_EVENTS, 0, 'ticketed event');
  if (!past) await page.clock.setFixedTime(event.endMs + 60_000);
  await page.goto(ticketEventHref(event.id));
  await expect(page.getByRole('heading', { level: 1, name: event.title, exact: true })).toBeVisible();
  await expect(page.getByText('This event is over: tickets are no longer sold.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy Tickets/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add to calendar/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a sold-out event says so and offers no Buy button', async ({ page }) => {
  // Every seat bought in this browser: the page reads the stored seats left, as the list does.
  const event = onSale();
  await page.goto(ticketEventHref(event.id));
  await page.evaluate(
    (id) => localStorage.setItem('wal-ticket-inventory', JSON.stringify({ state: { available: { [id]: 0 } }, version: 1 })),
    String(event.id),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Sold out: every ticket for this event has been sold.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy Tickets/ })).toHaveCount(0);
  await expect(page.getByRole('meter', { name: 'Tickets available' })).toHaveAttribute('aria-valuenow', '0');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("an event's page reads as pre-rendered: its facts and prices, and buying says it needs JavaScript", async ({ page }) => {
    const event = onSale();
    await page.goto(ticketEventHref(event.id));
    await expect(page.getByRole('heading', { level: 1, name: event.title, exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(event.description);
    await expect(main).toContainText(`General ${formatUSD(priceBreakdown(event.ticketPrice).total)}`);
    await expect(main).toContainText(availabilityText(event.availableTickets, event.totalTickets));
    await expect(page.getByRole('button', { name: /^Buy Tickets/ })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Add to calendar/ })).toBeHidden();
    // The note is a <noscript> child, shown as a page element when scripts are off (read as no-js.spec does).
    const notes = await page.locator('main noscript').evaluateAll((els) =>
      els
        .flatMap((e) => [...e.children])
        .filter((c) => c.checkVisibility())
        .map((c) => (c.textContent ?? '').trim()),
    );
    expect(notes).toContain('Buying tickets needs JavaScript.');
  });
});

test('at 200% text on a 320 px phone every page title fits the screen: a long word breaks rather than widen the page', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // The longest word of any event title, so the check holds for any data.
  const longest = (e: TicketEvent) => Math.max(...e.title.split(/\s+/).map((w) => w.length));
  const event = [...TICKET_EVENTS].sort((a, b) => longest(b) - longest(a))[0]!;
  await page.goto(ticketEventHref(event.id));
  await waitForHydration(page);
  await enlargeText(page);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(event.title);
  await expect.poll(async () => (await h1.boundingBox())!.x + (await h1.boundingBox())!.width).toBeLessThanOrEqual(320);
});
