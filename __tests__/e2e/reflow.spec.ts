import type { Page } from '@playwright/test';
import { test, expect, enlargeText, expectNoAxeViolations, waitForHydration } from './fixtures';
import { adminSignIn } from './accounts-helpers';
import { TICKET_EVENTS } from './content-picks';
import { contrastRatio } from './colour-contrast';
import { ticketEventHref } from '../../lib/tickets/links';
import type { TicketEvent } from '../../lib/schemas/ticket-event';
import { getAthletes } from '../../lib/content/athlete-pages';
import { athleteIndex } from '../../lib/content/athletes';
import { athleteHref } from '@/lib/athletes/links';
import { getTeams } from '../../lib/content/teams';
import { teamHref } from '@/lib/teams/roster';

/**
 * Reflow on the narrowest phone (WCAG 1.4.10 at 320 CSS px, with the text at 200%, 1.4.4): the page
 * never scrolls sideways, and no control is pushed past the screen's edge where a parent clips it
 * (the carousel's controls were cut off by its overflow, not counted in the page's width).
 */

const PHONE = { width: 320, height: 700 };

/** The event with the most words in its description and title: the most text to fit, whatever the data holds. */
const wordiest = (e: TicketEvent) => `${e.title} ${e.description} ${e.highlights.join(' ')}`.split(/\s+/).length;
const EVENT = [...TICKET_EVENTS].sort((a, b) => wordiest(b) - wordiest(a))[0]!;

/** The athlete with the longest results table (her page's widest part), whatever the data holds. */
const records = athleteIndex();
const resultsOf = (id: string) => records.get(id)?.history?.results?.length ?? 0;
const ATHLETE = [...getAthletes()].sort((a, b) => resultsOf(b.id) - resultsOf(a.id))[0];

/** The team with the largest roster. */
const TEAM = [...getTeams()].sort((a, b) => b.roster.length - a.roster.length)[0];

const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'an event page', path: ticketEventHref(EVENT.id) },
  { name: 'the live contest', path: '/live-contest/' },
  { name: 'the live event', path: '/live-event/' },
  { name: 'the athletes list', path: '/athletes/' },
  ...(ATHLETE ? [{ name: "an athlete's page", path: athleteHref(ATHLETE.id) }] : []),
  { name: 'the sports index', path: '/sports/' },
  { name: 'the teams', path: '/teams/' },
  ...(TEAM ? [{ name: "a team's page", path: teamHref(TEAM.id) }] : []),
  { name: 'the schedule', path: '/schedule/' },
  { name: 'the shop', path: '/purchase-uniforms/' },
  { name: 'the news', path: '/recap-news/' },
  { name: 'contact', path: '/contact/' },
  { name: 'how it works', path: '/how-it-works/' },
];

/** The page's width as scrolled (what makes a phone scroll sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * The names of the controls a person can see only in part or not at all because they stand past the
 * screen's left or right edge. A control in a region that scrolls sideways on purpose (a wide table's
 * scroll region) is reachable there and not counted; neither is a hidden one (a closed menu, a slide
 * not shown) nor one clipped to nothing for screen readers (the skip link until it has focus).
 */
function controlsPastTheEdge(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (el: Element) => {
      for (let a = el.parentElement; a; a = a.parentElement) if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    const clippedAway = (el: Element) => {
      const s = getComputedStyle(el);
      return s.clipPath !== 'none' || s.clip !== 'auto';
    };
    return [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex="0"]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !clippedAway(el))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && (box.left < -0.5 || box.right > width + 0.5) && !scrollsSideways(el);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().right)} px`,
      );
  });
}

async function expectToFitThePhone(page: Page) {
  await expect.poll(() => pageWidth(page), { message: 'the page is as wide as the screen' }).toBe(PHONE.width);
  expect(await controlsPastTheEdge(page), 'controls past the edge of the screen').toEqual([]);
}

for (const route of ROUTES) {
  test(`at 200% text on a 320 px phone ${route.name} fits the screen: no sideways scrolling, no control past its edge`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(route.path);
    await waitForHydration(page);
    await enlargeText(page);
    await expectToFitThePhone(page);
  });
}

test('at 200% text on a 320 px phone the carousel keeps Pause, Previous and Next on screen and working', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await waitForHydration(page);
  await enlargeText(page);
  const carousel = page.getByRole('region', { name: 'Featured' });
  const slide = (n: number) => carousel.getByRole('group', { name: new RegExp(`^${n} of `) });
  for (const name of ['Pause slides', 'Previous slide', 'Next slide']) {
    const control = carousel.getByRole('button', { name });
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(2)).toBeVisible();
  await expect(slide(1)).toBeHidden();
});

test('on a 320 px phone the admin console Analytics tab fits the screen, its tables scrolling in their own regions', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const table = page.getByRole('table', { name: 'Ticket revenue by event as a table' });
  await expect(table).toBeVisible();
  await expectToFitThePhone(page);
  // Every column of the table can be scrolled to within its region.
  const region = page.getByRole('region', { name: 'Ticket revenue table' });
  await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const revenue = (await table.getByRole('columnheader', { name: 'Revenue' }).boundingBox())!;
  expect(revenue.x).toBeGreaterThanOrEqual(0);
  expect(revenue.x + revenue.width).toBeLessThanOrEqual(PHONE.width + 0.5);
  await expectNoAxeViolations(page);
  await enlargeText(page);
  await expectToFitThePhone(page);
});

test('the newsletter box shows keyboard focus with a ring of at least 3:1 against the box', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  const box = page.getByRole('region', { name: 'Stay Updated' });
  const email = box.getByRole('textbox', { name: 'Email address' });
  await email.focus();
  await page.keyboard.press('Tab');
  const subscribe = box.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeFocused();
  for (const control of [subscribe, email]) {
    await control.focus();
    // The ring as drawn (outline colour and width) and the colour it is drawn on: the box's background
    // (the ring stands 2 px off the control, so the box is what it borders on both sides).
    const { ring, width, style, background } = await control.evaluate((el) => {
      const s = getComputedStyle(el);
      let bg = 'rgba(0, 0, 0, 0)';
      for (let a = el.parentElement; a && /rgba\(0, 0, 0, 0\)|transparent/.test(bg); a = a.parentElement) bg = getComputedStyle(a).backgroundColor;
      return { ring: s.outlineColor, width: parseFloat(s.outlineWidth), style: s.outlineStyle, background: bg };
    });
    expect(style, 'a focus ring is drawn').not.toBe('none');
    expect(width).toBeGreaterThanOrEqual(2);
    expect(contrastRatio(ring, background), `${ring} on ${background}`).toBeGreaterThanOrEqual(3);
  }
});
