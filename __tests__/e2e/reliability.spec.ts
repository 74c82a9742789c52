import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { duringVoting } from './live-time';
import { stubPayPal } from './paypal-stub';
import { joinAsAthlete, newAthlete } from './accounts-helpers';
import { LIVE_VOTE_BOARDS, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEY_PREFIXES } from '../../lib/stores/storage-keys';
import { getSite } from '../../lib/content/site';
import { getSports } from '../../lib/content/sports';
import { getSpecialEvents } from '../../lib/content/special-events';
import { getLiveData } from '../../lib/content/live';
import { SPORT_TAB_LABELS, SPORT_TAB_ORDER } from '../../lib/schemas/sport-tabs';
import { availabilityText } from '../../lib/tickets/availability';
import { formatUSD } from '../../lib/format/en-us';
import { eventOnSale, productUnderFreeShipping, ticketListHref } from './content-picks';
import { at, must } from '@/lib/must';

/**
 * Reliability: every storage key the site uses (lib/stores/storage-keys.ts, the list the stores take
 * their keys from) holds garbage, or storage throws on access as when cookies are blocked. Each main
 * flow must still work, or say clearly why data cannot be kept; the fixture fails on any pageerror or
 * console error.
 */

// Joining hashes the password with PBKDF2 (slow on purpose); allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

const LOCAL_KEYS = Object.values(LOCAL_STORAGE_KEYS);
const SESSION_KEYS = LIVE_VOTE_BOARDS.map((board) => SESSION_STORAGE_KEY_PREFIXES.liveVote + board);
const SEEDED_FLAG = 'reliability-spec:seeded';

const DAMAGED = 'Some saved data in this browser was damaged and has been reset.';
const BLOCKED =
  'Your browser is blocking site storage, so your cart, tickets and sign-in last only while this page is open: reloading it or opening the site in a new tab starts without them.';

/** A garbage value: head + body repeated `times` + tail (so a huge one is built in the page, not shipped). */
interface Garbage {
  head: string;
  body?: string;
  times?: number;
  tail?: string;
}

const GARBAGE: Record<string, Garbage> = {
  'not JSON': { head: '{{{' },
  'JSON of the wrong shape': {
    head: '{"state":{"items":"x","orders":7,"userId":{},"liked":"x","accounts":"x","available":[1],"enquiries":null},"version":99}',
  },
  'the string null': { head: 'null' },
  'a huge value': { head: '{"state":{"items":{"1":"', body: 'x', times: 200_000, tail: '"}},"version":1}' },
};

/**
 * Before any page script, once per test (later loads keep what the site wrote): every key holds
 * garbage, the kinds dealt round the keys in turn, so each kind is in the page at once.
 * __tests__/lib/stores/garbage.test.ts feeds every kind to every store.
 */
async function seedGarbage(page: Page) {
  await page.addInitScript(
    ({ local, session, flag, kinds }) => {
      try {
        if (sessionStorage.getItem(flag)) return;
        const value = (i: number) => {
          const g = kinds[i % kinds.length]!;
          return g.head + (g.body ?? '').repeat(g.times ?? 0) + (g.tail ?? '');
        };
        local.forEach((key, i) => localStorage.setItem(key, value(i)));
        session.forEach((key, i) => sessionStorage.setItem(key, value(local.length + i)));
        sessionStorage.setItem(flag, 'yes');
      } catch (err) {
        (window as unknown as { __seedError: string }).__seedError = String(err);
      }
    },
    { local: LOCAL_KEYS, session: SESSION_KEYS, flag: SEEDED_FLAG, kinds: Object.values(GARBAGE) },
  );
}

/** Before any page script: reading localStorage or sessionStorage throws, as with cookies blocked. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}

type Mode = { name: string; setup: (page: Page) => Promise<void>; notice: string; blocked: boolean };

const MODES: Mode[] = [
  { name: `every storage key holds garbage (${Object.keys(GARBAGE).join(', ')})`, setup: seedGarbage, notice: DAMAGED, blocked: false },
  { name: 'localStorage and sessionStorage throw on access', setup: blockStorage, notice: BLOCKED, blocked: true },
];

/** The first page of a flow: the seeding really happened (or storage really throws) and the person is told. */
async function expectTold(page: Page, mode: Mode) {
  const state = await page.evaluate((flag) => {
    const w = window as unknown as { __seedError?: string };
    try {
      return { seeded: sessionStorage.getItem(flag), error: w.__seedError ?? null };
    } catch (err) {
      return { seeded: null, error: (err as Error).name };
    }
  }, SEEDED_FLAG);
  expect(state).toEqual(mode.blocked ? { seeded: null, error: 'SecurityError' } : { seeded: 'yes', error: null });
  await expect(page.getByRole('status').filter({ hasText: mode.notice })).toBeVisible();
}

const site = getSite();
const sport = at(getSports(), 0, 'sport');
/** The sport page's second tab (the first is open on arrival). */
const otherTab = at(
  SPORT_TAB_ORDER.filter((id) => sport.tabs[id]),
  1,
  'second tab of a sport page',
);
const specialEvent = at(getSpecialEvents(), 0, 'special event');
const product = productUnderFreeShipping();
const event = eventOnSale(1);
const contestant = at(getLiveData().contest.contestants, 0, 'live contestant');

const FLOWS: Record<string, (page: Page, mode: Mode) => Promise<void>> = {
  async browse(page, mode) {
    await page.goto('/');
    await waitForHydration(page);
    await expectTold(page, mode);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
    await expect(page.getByRole('region', { name: 'Featured Events' })).toBeVisible();

    await page.goto(`/sports/${sport.slug}/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: sport.name })).toBeVisible();
    await expect(page.getByText(sport.tagline)).toBeVisible();
    await page.getByRole('tab', { name: SPORT_TAB_LABELS[otherTab] }).click();
    await expect(page.getByRole('heading', { level: 2, name: must(sport.tabs[otherTab], 'tab').heading })).toBeVisible();

    await page.goto(`/events/${specialEvent.slug}/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: specialEvent.name })).toBeVisible();
    await expect(page.getByText(specialEvent.tagline).first()).toBeVisible();
  },

  async cart(page, mode) {
    await page.goto('/purchase-uniforms/');
    await waitForHydration(page);
    await expectTold(page, mode);
    const card = page.getByRole('article', { name: product.name, exact: true });
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(card.getByText('1 in cart')).toBeVisible();
    const bar = page.getByRole('button', { name: /^View cart/ });
    await expect(bar).toContainText('1 item');
    await bar.click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(dialog).toContainText(product.name);
    await expect(dialog).toContainText(`Total${formatUSD(product.price, { cents: true })}`);
  },

  async purchase(page, mode) {
    await stubPayPal(page, 'approve');
    await page.goto(ticketListHref(event));
    await waitForHydration(page);
    await expectTold(page, mode);
    const card = page.getByRole('article', { name: event.title, exact: true });
    // The data file's count: nothing from the damaged inventory leaks in.
    await expect(card).toContainText(availabilityText(event.availableTickets, event.totalTickets));
    await card.getByRole('button', { name: `Buy Tickets: ${event.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Buy tickets: ${event.title}`, exact: true });
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Tickets purchased successfully!' });
    await expect(status).toBeVisible();
    await expect(dialog).toBeHidden();
    // Paid either way; when storage cannot keep the order the buyer is told so, with the PayPal id.
    const kept = status.getByText(
      /^Your payment went through \(PayPal order STUB-ORDER-[^)]+\), but this browser is blocking site storage, so this order lasts only while this page is open: a reload loses it\./,
    );
    if (mode.blocked) {
      await expect(kept).toBeVisible();
      // The receipt to print or save carries what the gate checks: one ticket code a seat.
      await expect(status.locator('[data-receipt]')).toContainText(/Ticket codes \(the gate checks these\)\s*WAL-[0-9A-F]{12}-1-E\d+/);
    } else await expect(kept).toHaveCount(0);
    await expect(card).toContainText(availabilityText(event.availableTickets - 1, event.totalTickets));
    // The tickets are there for the rest of the visit (client-side navigation keeps them in memory).
    await page.getByRole('link', { name: 'View your tickets' }).click();
    await expect(page).toHaveURL(/\/my-tickets\/$/);
    await expect(page.getByRole('article', { name: event.title, exact: true })).toBeVisible();
  },

  async join(page, mode) {
    const athlete = newAthlete();
    // Registers through the real form and follows the redirect to the dashboard, which greets the athlete.
    await joinAsAthlete(page, athlete);
    await expectTold(page, mode);
  },

  async vote(page, mode) {
    await duringVoting(page);
    await page.goto('/live-contest/');
    await waitForHydration(page);
    await expectTold(page, mode);
    const card = page.getByRole('article', { name: contestant.name, exact: true });
    await card.getByRole('button', { name: `Vote for ${contestant.name}`, exact: true }).click();
    await expect(card.getByRole('button', { name: /^Voted/ })).toBeDisabled();
    await expect(page.getByText(`Thanks for voting! You voted for ${contestant.name}.`)).toBeVisible();
  },
};

for (const mode of MODES) {
  test.describe(`reliability: ${mode.name}`, () => {
    for (const [flow, run] of Object.entries(FLOWS)) {
      test(`${flow} works, and the person is told about their data`, async ({ page }) => {
        await mode.setup(page);
        await run(page, mode);
      });
    }
  });
}

test('with localStorage full, the cart is kept in the tab: a reload still has it and says storage is full again', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
      if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, name, value);
    };
  });
  const full = page.getByText(
    'Your browser storage is full, so new changes are kept in this tab only: they last until you close it, and other tabs do not see them.',
  );
  await page.goto('/purchase-uniforms/');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: product.name, exact: true });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(card.getByText('1 in cart')).toBeVisible();
  await expect(full).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(card.getByText('1 in cart')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View cart/ })).toContainText('1 item');
  await expect(full).toBeVisible();
});
