import { getUpcomingContests, getJoinContests } from '../../lib/content/contests';
import { expect, type Page } from '@playwright/test';
import { foldByFeaturedSports, getSportLinks } from '../../lib/content/sports';
import { foldedCategoryOptions } from '@/lib/contests/filter';
import { isEntryOpen, splitPastContests } from '@/lib/contests/entry';
import { ticketState, type TicketState } from '@/lib/tickets/availability';
import { athleteIndex } from '../../lib/content/athletes';
import { getSamples } from '../../lib/content/samples';
import { historyPayouts } from '@/lib/athletes/figures';
import { at, must } from '@/lib/must';
import { newAthlete, type Athlete } from './accounts-helpers';

/*
 * Records chosen by what they are, never by name: the browser tests of the real data/ read them
 * here, with the loaders and rules the pages use, so an editor's valid change keeps them green.
 */

export { escapeRegExp } from '@/lib/regexp';

/** The first sport of data/sports, by id (the order of getSportLinks). */
export function firstSport() {
  return at(getSportLinks(), 0, 'sport in data/sports');
}

/**
 * The contests as /upcoming-contests shows them by the clock now: the ones not over (listed under
 * Upcoming Events, the featured one above them) and the filter chips (the sports the contests name,
 * then Special Events).
 */
export function contestListing(now = Date.now()) {
  const all = getUpcomingContests();
  const { current, past } = splitPastContests(all, now);
  const featured = current.find((c) => c.featured) ?? null;
  return {
    current,
    past,
    featured,
    grid: current.filter((c) => c !== featured),
    chips: categoryChips(all),
  };
}

/**
 * The category chips of /upcoming-contests and /winner-announcements for these records: All
 * Categories, the featured sports they name and Special Events shown, the other sports they name
 * folded under More sports.
 */
export function categoryChips(items: readonly { category: string }[]) {
  const { shown, more } = foldedCategoryOptions(items, foldByFeaturedSports(getSportLinks()));
  return { shown: ['All Categories', ...shown.map((o) => o.label)], more };
}

/**
 * Opens the category filter's More sports by keyboard, after checking it counts the folded sports,
 * and returns its chips; checks there is none when no sport is folded.
 */
export async function openFoldedCategories(page: Page, more: readonly { label: string }[]) {
  const summary = page.locator('summary', { hasText: /^More sports/ });
  if (more.length === 0) {
    await expect(summary).toHaveCount(0);
    return null;
  }
  await expect(summary).toHaveText(`More sports (${more.length})`);
  await summary.focus();
  await page.keyboard.press('Enter');
  const folded = page.getByRole('group', { name: 'Category: more sports', exact: true }).getByRole('button');
  await expect(folded).toHaveText(more.map((o) => o.label));
  return folded;
}

/** Contests open to entry now (by the contest rule the pages use), as the join form reads them. */
export function openJoinContests(now = Date.now()) {
  return getJoinContests().filter((c) => isEntryOpen(c, now));
}

const CLOSED_LABEL: Record<Exclude<TicketState, 'on-sale'>, string> = { 'sold-out': 'Sold Out', live: 'Live Now', ended: 'Ended' };

/**
 * The accessible name of the way to an event's tickets from another page at this instant: the
 * link (`label: title`) while the event is on sale, else the disabled button saying why.
 */
export function ticketLinkName(event: { title: string; startMs: number; endMs: number; availableTickets: number }, label: string, now = Date.now()) {
  const state = ticketState(event, event.availableTickets, now);
  return { onSale: state === 'on-sale', name: `${state === 'on-sale' ? label : CLOSED_LABEL[state]}: ${event.title}` };
}

/** A new athlete (accounts-helpers) who plays a sport of data/sports: the first one. */
export function newLeagueAthlete(overrides: Partial<Athlete> = {}): Athlete {
  return newAthlete({ sport: firstSport().name, ...overrides });
}

/** The demo athlete of data/samples.json, her record in data/athletes.json and her history's payouts. */
export function demoAthlete() {
  const record = must(athleteIndex().get(getSamples().demoAthlete), 'the demo athlete in data/athletes.json');
  const history = must(record.history, "the demo athlete's history");
  return { record, history, payouts: historyPayouts(history, record.id) };
}
