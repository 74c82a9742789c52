import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { getSportLinks } from '../../lib/content/sports';
import { at } from '@/lib/must';

/** How long to wait for something behind a password hash. */
export const HASH_WAIT = 20_000;

export interface Athlete {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  sport: string;
}

/** The join form offers every sport (the featured ones at once, the rest from /sports.json): a new athlete takes the first, whatever sports the data holds. */
const FIRST_SPORT = at(getSportLinks(), 0, 'sport').name;

let n = 0;
export function newAthlete(overrides: Partial<Athlete> = {}): Athlete {
  n += 1;
  return { firstName: 'Ana', lastName: 'Silva', email: `ana.${Date.now()}.${n}@example.com`, password: 'sprint-2026!', sport: FIRST_SPORT, ...overrides };
}

/**
 * Chooses a sport in a sport picker (the combobox labelled `label`) by typing its name and clicking
 * it in the list, as a pointer user does; the sport-picker spec chooses by keyboard.
 */
export async function chooseSport(page: Page, label: string, sport: string) {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(sport);
  await page.getByRole('listbox', { name: 'Sports' }).getByRole('option', { name: sport, exact: true }).click();
  await expect(picker).toHaveValue(sport);
}

export async function fillJoinForm(page: Page, a: Athlete) {
  await page.getByLabel('First name').fill(a.firstName);
  await page.getByLabel('Last name').fill(a.lastName);
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await chooseSport(page, 'Your sport', a.sport);
}

/** Join through the real form; the page clock skips the 2 s submit and 2 s redirect waits. */
export async function joinAsAthlete(page: Page, a: Athlete, { followRedirect = true } = {}) {
  await page.clock.install();
  await page.goto('/join/');
  await waitForHydration(page);
  await fillJoinForm(page, a);
  await page.getByRole('button', { name: 'Join the League' }).click();
  await expect(page.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { name: `Welcome to the league, ${a.firstName}!` })).toBeVisible({ timeout: HASH_WAIT });
  if (followRedirect) {
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/\/user\/dashboard\/$/);
    // She has just joined: a welcome, not a welcome back.
    await expect(page.getByRole('heading', { name: `Welcome, ${a.firstName} ${a.lastName}` })).toBeVisible({ timeout: HASH_WAIT });
  }
}

/** Sign in as the demo athlete from the dashboard's sign-in panel and wait for the dashboard. */
export async function demoAthleteSignIn(page: Page) {
  await page.goto('/user/dashboard/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Explore the demo athlete' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible({ timeout: HASH_WAIT });
}

/** Every localStorage value, for checks that no plain secret was stored. */
export async function allStoredText(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .map((k) => `${k}=${localStorage.getItem(k)}`)
      .join('\n'),
  );
}

/** Sign in to the admin console with the demo credentials and wait for its dashboard. */
export async function adminSignIn(page: Page) {
  await page.goto('/admin/login/');
  await waitForHydration(page);
  await page.getByLabel('Email').fill('admin@wal.example');
  await page.getByLabel('Password').fill('wal-admin-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/$/);
  await expect(page.getByRole('heading', { name: 'League admin' })).toBeVisible();
}
