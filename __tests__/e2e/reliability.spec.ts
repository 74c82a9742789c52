import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { duringVoting } from './live-time';
import { stubPayPal } from './paypal-stub';
import { joinAsAthlete, newAthlete } from './accounts-helpers';
import { LIVE_VOTE_BOARDS, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEY_PREFIXES } from '../../lib/stores/storage-keys';
import { getSite } from '../../lib/content/site';
import { getSport } from '../../lib/content/sports';
import { getSpecialEvent } from '../../lib/content/special-events';

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
const BLOCKED = 'Your browser is blocking site storage, so your cart, tickets and sign-in are kept only until you close this tab.';

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

/** Before any page script: every key set to the garbage value, once per test (later loads keep what the site wrote). */
async function seedGarbage(page: Page, garbage: Garbage) {
  await page.addInitScript(
    ({ local, session, flag, g }) => {
      try {
        if (sessionStorage.getItem(flag)) return;
        const value = g.head + (g.body ?? '').repeat(g.times ?? 0) + (g.tail ?? '');
        for (const key of local) localStorage.setItem(key, value);
        for (const key of session) sessionStorage.setItem(key, value);
        sessionStorage.setItem(flag, 'yes');
      } catch (err) {
        (window as unknown as { __seedError: string }).__seedError = String(err);
      }
    },
    { local: LOCAL_KEYS, session: SESSION_KEYS, flag: SEEDED_FLAG, g: garbage },
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
  ...Object.entries(GARBAGE).map(([kind, garbage]) => ({
    name: `every storage key holds garbage (${kind})`,
    setup: (page: Page) => seedGarbage(page, garbage),
    notice: DAMAGED,
    blocked: false,
  })),
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
const soccer = getSport('soccer')!;
const cruises = getSpecialEvent('cruises')!;

const FLOWS: Record<string, (page: Page, mode: Mode) => Promise<void>> = {
  async browse(page, mode) {
    await page.goto('/');
    await waitForHydration(page);
    await expectTold(page, mode);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
    await expect(page.getByRole('region', { name: 'Featured Events' })).toBeVisible();

    await page.goto('/sports/soccer/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: soccer.name })).toBeVisible();
    await expect(page.getByText(soccer.tagline)).toBeVisible();
    await page.getByRole('tab', { name: 'Teams' }).click();
    await expect(page.getByRole('heading', { level: 2, name: soccer.tabs.teams!.heading })).toBeVisible();

    await page.goto('/events/cruises/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: cruises.name })).toBeVisible();
    await expect(page.getByText(cruises.tagline).first()).toBeVisible();
  },

  async cart(page, mode) {
    await page.goto('/purchase-uniforms/');
    await waitForHydration(page);
    await expectTold(page, mode);
    const scarf = page.getByRole('article', { name: 'Waves Supporter Scarf' });
    await scarf.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(scarf.getByText('1 in cart')).toBeVisible();
    const bar = page.getByRole('button', { name: /^View cart/ });
    await expect(bar).toContainText('1 item');
    await bar.click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(dialog).toContainText('Waves Supporter Scarf');
    await expect(dialog).toContainText('Total$29.00');
  },

  async purchase(page, mode) {
    await stubPayPal(page, 'approve');
    await page.goto('/buy-tickets/');
    await waitForHydration(page);
    await expectTold(page, mode);
    const card = page.getByRole('article', { name: 'Swimming Sprint Classic' });
    // The data file's count: nothing from the damaged inventory leaks in.
    await expect(card).toContainText('410 of 600 left');
    await card.getByRole('button', { name: 'Buy Tickets: Swimming Sprint Classic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy tickets: Swimming Sprint Classic' });
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Tickets purchased successfully!' });
    await expect(status).toBeVisible();
    await expect(dialog).toBeHidden();
    // Paid either way; when storage cannot keep the order the buyer is told so, with the PayPal id.
    const kept = status.getByText(/^Your payment went through \(PayPal order STUB-ORDER-[^)]+\), but this browser is not saving site data/);
    if (mode.blocked) await expect(kept).toBeVisible();
    else await expect(kept).toHaveCount(0);
    await expect(card).toContainText('409 of 600 left');
    // The tickets are there for the rest of the visit (client-side navigation keeps them in memory).
    await page.getByRole('link', { name: 'View your tickets' }).click();
    await expect(page).toHaveURL(/\/my-tickets\/$/);
    await expect(page.getByRole('article', { name: 'Swimming Sprint Classic' })).toBeVisible();
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
    const jasmine = page.getByRole('article', { name: 'Jasmine Carter' });
    await jasmine.getByRole('button', { name: 'Vote for Jasmine Carter' }).click();
    await expect(jasmine.getByRole('button', { name: /^Voted/ })).toBeDisabled();
    await expect(page.getByText('Thanks for voting! You voted for Jasmine Carter.')).toBeVisible();
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
