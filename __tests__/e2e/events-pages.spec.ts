import { test, expect, expectNoAxeViolations, waitForHydration, fillFields } from './fixtures';
import { getSpecialEvents } from '../../lib/content/special-events';
import { getSite } from '../../lib/content/site';
import type { SpecialEvent } from '../../lib/schemas/special-event';
import { at } from '@/lib/must';
import { escapeRegExp } from './content-records';

/** Expected values come from the event files at test time (every event in data/events). */
type Tab = SpecialEvent['tabs'][number];
type Kind = 'cruises' | 'packages' | 'venues' | 'venueTypes' | 'parks' | 'ballrooms' | 'booking';
/** The first special event with a tab of this kind (a list of cruises, of parks...), that tab and its items. */
function withTab<K extends Kind>(kind: K): { event: SpecialEvent; tab: Tab; items: NonNullable<Tab[K]> } {
  for (const event of getSpecialEvents()) {
    const tab = event.tabs.find((t) => t[kind] !== undefined);
    if (tab) return { event, tab, items: tab[kind]! };
  }
  throw new Error(`no event in data/events has a tab with ${kind}: this visitor path needs one`);
}
const bookButtons = (event: SpecialEvent) => new RegExp(`^${escapeRegExp(event.bookLabel)}\\W`);
const bookingsEmail = getSite().contact.bookingsEmail;
const num = (n: number) => n.toLocaleString('en-US');
const perPerson = (price: number) => `$${num(price)} per person`;
const spotsLeft = (capacity: number, booked: number) => String(Math.max(0, capacity - booked));

for (const { slug, name, stats, tabs } of getSpecialEvents()) {
  test(`event page ${slug}: its stats and tabs, every tab has content`, async ({ page }) => {
    await page.goto(`/events/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const pairs = await page
      .locator(`dl[aria-label="${name} in numbers"] > div`)
      .evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent]));
    expect(pairs).toEqual(stats.map((st) => [st.label, st.value]));
    const tablist = page.getByRole('tablist', { name: `${name} sections` });
    await expect(tablist.getByRole('tab')).toHaveText(tabs.map((t) => t.label));
    for (const tab of tabs) {
      await tablist.getByRole('tab', { name: tab.label, exact: true }).click();
      await expect(tablist.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true');
      if (tab.id !== 'overview') await expect(page).toHaveURL(new RegExp(`#${tab.id}$`));
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
      expect(((await panel.textContent()) ?? '').length).toBeGreaterThan(120);
    }
  });
}

const cardFacts = async (page: import('@playwright/test').Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('article')
    .evaluateAll((arts) =>
      arts.map((a) =>
        Object.fromEntries([...a.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent])),
      ),
    );

test('cruises list their sailings with spots left = capacity - booked', async ({ page }) => {
  const { event, tab, items: cruises } = withTab('cruises');
  await page.goto(`/events/${event.slug}/#${tab.id}`);
  await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true');
  const facts = await cardFacts(page);
  expect(facts.map((f) => [f.Duration, f.Price, f.Capacity, f.Booked, f['Spots left']])).toEqual(
    cruises.map((c) => [`${c.durationDays} days`, perPerson(c.price), num(c.capacity), num(c.booked), spotsLeft(c.capacity, c.booked)]),
  );
  await expect(page.getByRole('tabpanel').getByRole('button', { name: bookButtons(event) })).toHaveCount(cruises.length);
});

test('travel lists its packages with group sizes and spots left', async ({ page }) => {
  const { event, tab, items: trips } = withTab('packages');
  await page.goto(`/events/${event.slug}/#${tab.id}`);
  await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true');
  const facts = await cardFacts(page);
  expect(facts.map((f) => [f.Duration, f.Price, f['Max group'], f.Booked, f['Spots left']])).toEqual(
    trips.map((t) => [`${t.durationDays} days`, perPerson(t.price), num(t.maxGroup), num(t.booked), spotsLeft(t.maxGroup, t.booked)]),
  );
  await expect(page.getByRole('tabpanel').getByRole('button', { name: bookButtons(event) })).toHaveCount(trips.length);
});

test('fun locations show their venues and the venue types with counts', async ({ page }) => {
  const { event, tab, items: venues } = withTab('venues');
  await page.goto(`/events/${event.slug}/#${tab.id}`);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(venues.length);
  await expect(page.getByRole('tabpanel').getByRole('button', { name: bookButtons(event) })).toHaveCount(venues.length);
  const types = withTab('venueTypes');
  await page.goto(`/events/${types.event.slug}/`);
  await page.getByRole('tab', { name: types.tab.label, exact: true }).click();
  const shown = await page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .evaluateAll((els) => els.map((el) => [el.querySelector('h3')?.textContent, el.querySelector('p')?.textContent]));
  expect(shown).toEqual(types.items.map((t) => [t.name, `${t.count} venues`]));
});

test('parks and ballrooms list one card per place in their files', async ({ page }) => {
  const parks = withTab('parks');
  await page.goto(`/events/${parks.event.slug}/#${parks.tab.id}`);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(parks.items.length);
  const ballrooms = withTab('ballrooms');
  await page.goto(`/events/${ballrooms.event.slug}/#${ballrooms.tab.id}`);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(ballrooms.items.length);
  await expect(page.getByRole('tabpanel').getByRole('button', { name: bookButtons(ballrooms.event) })).toHaveCount(ballrooms.items.length);
});

/** A bookable item: the first cruise of the first event that lists cruises. */
const booked = withTab('cruises');
const item = at(booked.items, 0, 'cruise').name;
const { name: eventName } = booked.event;
const bookThis = `${booked.event.bookLabel}: ${item}`;
const subject = `Booking enquiry: ${item} (${eventName})`;

test.describe('booking enquiry', () => {
  test('validates the form, records the enquiry and ends in a mailto: to the bookings address', async ({ page }) => {
    await page.goto(`/events/${booked.event.slug}/#${booked.tab.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: bookThis }).click();
    const dialog = page.getByRole('dialog', { name: `Enquire: ${item}` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Party size').fill('');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByText('Enter your name')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Enter a party size from 1 to 20')).toBeVisible();
    await expect(dialog.getByText('Enter your preferred dates')).toBeVisible();

    await fillFields(dialog, { Name: 'Jamie Rivera', Email: 'jamie@example.com', 'Party size': '21', 'Preferred dates': 'May 15 to 22, 2027' });
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByText('Party size can be at most 20')).toBeVisible();
    await expect(dialog.getByLabel('Party size')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Party size').fill('4');
    await dialog.getByLabel('Message (optional)').fill('Two cabins with a sea view, please.');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByRole('status')).toContainText('Your enquiry is saved');
    const href = await dialog.getByRole('link', { name: new RegExp(`email your enquiry to ${escapeRegExp(bookingsEmail)}`) }).getAttribute('href');
    expect(href).toMatch(new RegExp(`^mailto:${escapeRegExp(bookingsEmail)}\\?subject=`));
    const url = new URL(href!);
    expect(url.searchParams.get('subject')).toBe(subject);
    const body = url.searchParams.get('body')!;
    for (const line of [
      'Name: Jamie Rivera',
      'Email: jamie@example.com',
      'Party size: 4',
      'Preferred dates: May 15 to 22, 2027',
      'Message: Two cabins with a sea view, please.',
    ])
      expect(body).toContain(line);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wal-enquiries') ?? 'null'));
    expect(stored.state.enquiries).toHaveLength(1);
    expect(stored.state.enquiries[0]).toMatchObject({ event: eventName, item, name: 'Jamie Rivera', partySize: 4 });

    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: bookThis })).toBeFocused();
  });

  test('the enquiries sent from this browser are listed on the event page, can be emailed again and removed', async ({ page }) => {
    const sent = {
      id: 'enq_1',
      createdAt: '2026-11-21T10:00:00.000Z',
      event: eventName,
      item,
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      partySize: 4,
      dates: 'May 15 to 22, 2027',
      message: '',
    };
    // An enquiry about another event (named apart from every event of data/events) stays off this page.
    const travel = { ...sent, id: 'enq_2', event: `Not ${eventName}`, item: 'Tokyo trip' };
    await page.addInitScript(
      (enquiries) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('wal-enquiries', JSON.stringify({ state: { enquiries }, version: 1 }));
        sessionStorage.setItem('seeded', '1');
      },
      [sent, travel],
    );
    await page.goto(`/events/${booked.event.slug}/`);
    await waitForHydration(page);
    const list = page.getByRole('region', { name: `Your enquiries about ${eventName}` });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(item);
    await expect(list.getByRole('listitem')).toContainText('Sent November 21, 2026 · party of 4 · May 15 to 22, 2027');
    await expect(list).not.toContainText('Tokyo trip');
    const again = await list.getByRole('link', { name: `Email it again: ${item}` }).getAttribute('href');
    expect(new URL(again!).searchParams.get('subject')).toBe(subject);
    await expectNoAxeViolations(page);

    await list.getByRole('button', { name: `Remove the enquiry about ${item} sent November 21, 2026` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was removed from this device' })).toBeAttached();
    await expect(list).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: `Your enquiries about ${eventName}` })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wal-enquiries') ?? 'null'));
    expect(stored.state.enquiries.map((e: { id: string }) => e.id)).toEqual(['enq_2']);
  });

  test('the booking tab contact button opens the enquiry for the event', async ({ page }) => {
    const { event, tab, items: booking } = withTab('booking');
    await page.goto(`/events/${event.slug}/#${tab.id}`);
    await expect(page.getByRole('tabpanel')).toContainText(bookingsEmail);
    await page.getByRole('button', { name: booking.buttonLabel }).click();
    await expect(page.getByRole('dialog', { name: `${event.name} booking enquiry` })).toBeVisible();
  });
});
