// Part b of `npm run bench`: how long the page takes to answer a person's action, read from Event
// Timing (input to the next paint after the handlers), at 4x CPU, median of 5 fresh page loads.
import type { Browser, Page } from '@playwright/test';
import { launchBrowser, slowPage, waitForHydrated } from './browser';
import { BELOW_THRESHOLD_MS, formatSample, interactionDuration, type EventEntry } from './event-timing';
import { median } from './stats';
import { markdownTable } from './table';
import { getLiveData } from '../../lib/content/live';
import { KEY_SPORT_PAGE } from './key-pages';

export const TARGET_MS = 100;
const SAMPLES = 5;

type Interaction = {
  name: string;
  route: string;
  /** Gets the page ready (focus, scroll) without interacting; returns the action to time. */
  prepare: (page: Page) => Promise<() => Promise<void>>;
  /** The page's clock (ms since epoch) where the interaction needs one, e.g. while voting is open. */
  at?: () => number;
};

const click = (locate: (page: Page) => ReturnType<Page['getByRole']>) => async (page: Page) => {
  const target = locate(page).first();
  await target.scrollIntoViewIfNeeded();
  return () => target.click();
};
const type = (locate: (page: Page) => ReturnType<Page['getByRole']>, key: string) => async (page: Page) => {
  const box = locate(page);
  await box.focus();
  return async () => {
    await page.keyboard.press(key);
    // A keystroke that missed the box would read as a fast interaction: make sure it landed.
    if (!(await box.inputValue()).includes(key)) throw new Error(`bench: the key "${key}" did not reach the box`);
  };
};

/** The frame's search button, on every page. */
const siteSearchButton = (page: Page) => page.getByRole('search', { name: 'Site' }).getByRole('button', { name: 'Search' });

export const INTERACTIONS: Interaction[] = [
  { name: 'shop category chip', route: '/purchase-uniforms/', prepare: click((p) => p.getByRole('button', { name: /^Fan Merchandise/ })) },
  { name: 'shop search typing', route: '/purchase-uniforms/', prepare: type((p) => p.getByLabel('Search products'), 'j') },
  // The first product the shop lists, whatever the catalogue holds (its first size and colour are chosen).
  { name: 'shop Add to Cart', route: '/purchase-uniforms/', prepare: click((p) => p.getByRole('button', { name: 'Add to Cart' })) },
  { name: 'tickets search typing', route: '/buy-tickets/', prepare: type((p) => p.getByRole('searchbox', { name: 'Search events' }), 's') },
  { name: 'ticket purchase dialog', route: '/buy-tickets/', prepare: click((p) => p.getByRole('button', { name: /^Buy Tickets:/ })) },
  { name: 'sport tab switch', route: KEY_SPORT_PAGE, prepare: click((p) => p.getByRole('tab', { name: 'Stats' })) },
  {
    name: 'carousel next',
    route: '/',
    prepare: click((p) => p.getByRole('region', { name: 'Featured', exact: true }).getByRole('button', { name: 'Next slide' })),
  },
  { name: 'join name typing', route: '/join/', prepare: type((p) => p.getByLabel('First name'), 'A') },
  {
    name: 'live vote',
    route: '/live-contest/',
    prepare: click((p) => p.getByRole('button', { name: /^Vote for / })),
    at: () => Date.parse(getLiveData().contest.endsAt) - 3_600_000,
  },
  { name: 'news category chip', route: '/recap-news/', prepare: click((p) => p.getByRole('button', { name: 'Records' })) },
  { name: 'site search open', route: '/', prepare: click(siteSearchButton) },
  {
    name: 'site search typing',
    route: '/',
    prepare: async (p) => {
      await siteSearchButton(p).click();
      return type((page) => page.getByRole('dialog', { name: 'Search the site' }).getByRole('searchbox'), 'a')(p);
    },
  },
  // The first sport chip after All sports: the athletes of one sport, found in the search index.
  {
    name: 'athletes sport chip',
    route: '/athletes/',
    prepare: click((p) =>
      p
        .getByRole('group', { name: /^Filter athletes by sport/ })
        .getByRole('button')
        .nth(1),
    ),
  },
];

function observeEvents() {
  const w = window as unknown as { __benchEvents: unknown[] };
  w.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      w.__benchEvents.push({ name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId ?? 0 });
  }).observe({ type: 'event', durationThreshold: 16 /* DURATION_THRESHOLD_MS: this runs in the page */, buffered: true } as PerformanceObserverInit);
}

async function sample(browser: Browser, base: string, interaction: Interaction): Promise<number> {
  const { context, page } = await slowPage(browser, observeEvents);
  try {
    if (interaction.at) await page.clock.setFixedTime(interaction.at());
    await page.goto(`${base}${interaction.route}`);
    await waitForHydrated(page);
    const act = await interaction.prepare(page);
    // A quiet moment first, so the action does not queue behind the page's own start-up work.
    await page.waitForTimeout(500);
    const start = await page.evaluate(() => performance.now());
    await act();
    const read = () => page.evaluate(() => (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents);
    for (let waited = 0; waited < 3_000; waited += 100) {
      const found = interactionDuration(await read(), start);
      // Entries of one interaction arrive together after its paint; a short wait catches stragglers.
      if (found !== null) {
        await page.waitForTimeout(300);
        return interactionDuration(await read(), start)!;
      }
      await page.waitForTimeout(100);
    }
    // No entry: the interaction ended within the observer's threshold.
    return BELOW_THRESHOLD_MS;
  } finally {
    await context.close();
  }
}

export type InteractionResult = { name: string; route: string; median: number; samples: number[] };

export async function measureInteractions(base: string, log: (line: string) => void): Promise<InteractionResult[]> {
  const browser = await launchBrowser();
  const results: InteractionResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) samples.push(await sample(browser, base, interaction));
      results.push({ name: interaction.name, route: interaction.route, median: median(samples), samples });
      log(`  ${interaction.name}: ${samples.map(formatSample).join(', ')} ms`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function interactionsTable(results: readonly InteractionResult[]): string {
  return markdownTable(
    ['interaction', 'page', 'median', 'samples (ms)', 'target', 'within'],
    results.map((r) => [
      r.name,
      r.route,
      `${formatSample(r.median)} ms`,
      r.samples.map(formatSample).join(', '),
      `${TARGET_MS} ms`,
      r.median <= TARGET_MS ? 'yes' : 'no',
    ]),
  );
}
