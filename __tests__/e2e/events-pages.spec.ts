import { test, expect, expectNoAxeViolations, waitForHydration, fillFields } from './fixtures';
import { getSpecialEvent, getSpecialEvents } from '../../lib/content/special-events';

/** Expected values come from the event files at test time (every event in data/events). */
const event = (slug: string) => {
  const found = getSpecialEvent(slug);
  if (!found) throw new Error(`data/events has no ${slug}.json: this visitor path needs it`);
  return found;
};
const tabOf = (slug: string, id: string) => event(slug).tabs.find((t) => t.id === id)!;
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
  const cruises = tabOf('cruises', 'cruises').cruises!;
  await page.goto('/events/cruises/#cruises');
  await expect(page.getByRole('tab', { name: 'Cruises' })).toHaveAttribute('aria-selected', 'true');
  const facts = await cardFacts(page);
  expect(facts.map((f) => [f.Duration, f.Price, f.Capacity, f.Booked, f['Spots left']])).toEqual(
    cruises.map((c) => [`${c.durationDays} days`, perPerson(c.price), num(c.capacity), num(c.booked), spotsLeft(c.capacity, c.booked)]),
  );
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Book Now/ })).toHaveCount(cruises.length);
});

test('travel lists its packages with group sizes and spots left', async ({ page }) => {
  const trips = tabOf('travel', 'trips').packages!;
  await page.goto('/events/travel/#trips');
  await expect(page.getByRole('tab', { name: 'Trips' })).toHaveAttribute('aria-selected', 'true');
  const facts = await cardFacts(page);
  expect(facts.map((f) => [f.Duration, f.Price, f['Max group'], f.Booked, f['Spots left']])).toEqual(
    trips.map((t) => [`${t.durationDays} days`, perPerson(t.price), num(t.maxGroup), num(t.booked), spotsLeft(t.maxGroup, t.booked)]),
  );
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Book This Trip/ })).toHaveCount(trips.length);
});

test('fun locations show their venues and the venue types with counts', async ({ page }) => {
  const venues = tabOf('fun-locations', 'venues').venues!;
  await page.goto('/events/fun-locations/#venues');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(venues.length);
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^View Details/ })).toHaveCount(venues.length);
  await page.getByRole('tab', { name: 'Types' }).click();
  const types = await page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .evaluateAll((els) => els.map((el) => [el.querySelector('h3')?.textContent, el.querySelector('p')?.textContent]));
  expect(types).toEqual(tabOf('fun-locations', 'types').venueTypes!.map((t) => [t.name, `${t.count} venues`]));
});

test('parks and ballrooms list one card per place in their files', async ({ page }) => {
  await page.goto('/events/parks/#parks');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(tabOf('parks', 'parks').parks!.length);
  const ballrooms = tabOf('ballrooms', 'ballrooms').ballrooms!;
  await page.goto('/events/ballrooms/#ballrooms');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(ballrooms.length);
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Book This Venue/ })).toHaveCount(ballrooms.length);
});

test.describe('booking enquiry', () => {
  test('validates the form, records the enquiry and ends in a mailto: to the bookings address', async ({ page }) => {
    await page.goto('/events/cruises/#cruises');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Book Now: Mediterranean Championship Cruise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enquire: Mediterranean Championship Cruise' });
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
    const href = await dialog.getByRole('link', { name: /email your enquiry to bookings@wal\.example/ }).getAttribute('href');
    expect(href).toMatch(/^mailto:bookings@wal\.example\?subject=/);
    const url = new URL(href!);
    expect(url.searchParams.get('subject')).toBe('Booking enquiry: Mediterranean Championship Cruise (Cruises)');
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
    expect(stored.state.enquiries[0]).toMatchObject({ event: 'Cruises', item: 'Mediterranean Championship Cruise', name: 'Jamie Rivera', partySize: 4 });

    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Book Now: Mediterranean Championship Cruise' })).toBeFocused();
  });

  test('the enquiries sent from this browser are listed on the event page, can be emailed again and removed', async ({ page }) => {
    const sent = {
      id: 'enq_1',
      createdAt: '2026-11-21T10:00:00.000Z',
      event: 'Cruises',
      item: 'Mediterranean Championship Cruise',
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      partySize: 4,
      dates: 'May 15 to 22, 2027',
      message: '',
    };
    const travel = { ...sent, id: 'enq_2', event: 'Travel', item: 'Tokyo trip' };
    await page.addInitScript(
      (enquiries) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('wal-enquiries', JSON.stringify({ state: { enquiries }, version: 1 }));
        sessionStorage.setItem('seeded', '1');
      },
      [sent, travel],
    );
    await page.goto('/events/cruises/');
    await waitForHydration(page);
    const list = page.getByRole('region', { name: 'Your enquiries about Cruises' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Mediterranean Championship Cruise');
    await expect(list.getByRole('listitem')).toContainText('Sent November 21, 2026 · party of 4 · May 15 to 22, 2027');
    await expect(list).not.toContainText('Tokyo trip');
    const again = await list.getByRole('link', { name: 'Email it again: Mediterranean Championship Cruise' }).getAttribute('href');
    expect(new URL(again!).searchParams.get('subject')).toBe('Booking enquiry: Mediterranean Championship Cruise (Cruises)');
    await expectNoAxeViolations(page);

    await list.getByRole('button', { name: 'Remove the enquiry about Mediterranean Championship Cruise sent November 21, 2026' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was removed from this device' })).toBeAttached();
    await expect(list).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Your enquiries about Cruises' })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wal-enquiries') ?? 'null'));
    expect(stored.state.enquiries.map((e: { id: string }) => e.id)).toEqual(['enq_2']);
  });

  test('the booking tab contact button opens the enquiry for the event', async ({ page }) => {
    await page.goto('/events/cruises/#booking');
    await expect(page.getByRole('tabpanel')).toContainText('bookings@wal.example');
    await page.getByRole('button', { name: 'Contact Cruise Specialist' }).click();
    await expect(page.getByRole('dialog', { name: 'Cruises booking enquiry' })).toBeVisible();
  });
});
