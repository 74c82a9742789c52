import type { Locator } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { getSports } from '../../lib/content/sports';
import { getTeams } from '../../lib/content/teams';
import { getSportTicketEvents } from '../../lib/content/tickets';
import { athleteIndex } from '../../lib/content/athletes';
import { rosterCaptainFirst, teamOfAthlete, teamPlace, teamsOfSport } from '@/lib/teams/roster';
import { teamRecord, winPercentage } from '@/lib/sports/page';
import { must } from '@/lib/must';
import { escapeRegExp } from './content-records';
import { expectCappedEvents, sportEventsMore } from './capped-lists';
import { PAGED_LIST_RECORDS } from '../../lib/content/paged-lists';
import { PAGE_SIZE, pageSlice } from '@/lib/paging/paging';
import { RECORD_LIST_CAP } from '@/lib/paging/record-lists';

/*
 * Team pages on the real data/: the sport and team are picked by what the records hold (a sport
 * whose page has a Teams tab and team records), and the page is checked against what the team's
 * record implies, read with the functions the pages use. No names are pinned.
 */
const teams = getTeams();
const athletes = athleteIndex();
const sport = must(
  getSports().find((s) => s.tabs.teams && teamsOfSport(teams, s.slug).length),
  'a sport with a Teams tab and a team in data/teams.json',
);
// The team with the longest roster among those its sport's Teams tab shows, so the roster list has the most to show.
const team = teamsOfSport(teams, sport.slug)
  .slice(0, RECORD_LIST_CAP.teams)
  .reduce((a, b) => (b.roster.length > a.roster.length ? b : a));
const captain = athletes.get(team.captain)!;

/** The text of the <dd> after the <dt> with this label, inside `scope`. */
async function fact(scope: Locator, label: string): Promise<string> {
  const dd = scope.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(dd).toHaveCount(1);
  return (await dd.innerText()).trim();
}

test("from the sport's Teams tab to a team's page, and on to her captain's page", async ({ page }) => {
  await page.goto(`/sports/${sport.slug}/#teams`);
  // The team's card names its captain, linked to her page.
  await expect(page.getByRole('tabpanel').getByRole('link', { name: captain.name, exact: true }).first()).toHaveAttribute(
    'href',
    new RegExp(`/athletes/${team.captain}/$`),
  );
  await page.getByRole('tabpanel').getByRole('link', { name: team.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${team.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(team.name);

  const header = page.locator('main header');
  await expect(header.getByRole('link', { name: sport.name, exact: true })).toHaveAttribute('href', new RegExp(`/sports/${sport.slug}/#teams$`));
  expect(await fact(header, 'Location')).toBe(teamPlace(team));
  expect(await fact(header, 'Record (W-L)')).toBe(teamRecord(team));
  expect(await fact(header, 'Championships')).toBe(String(team.championships));
  expect(await fact(header, 'Founded')).toBe(String(team.founded));
  expect(await fact(header, 'Colors')).toBe(team.colors.join(', '));
  expect(await fact(header, 'Games played')).toBe(String(team.wins + team.losses));
  expect(await fact(header, 'Win percentage')).toBe(winPercentage(team));
  expect(await fact(header, 'Captain')).toBe(captain.name);

  // The roster, captain first, each athlete linked to her page.
  const roster = page.getByRole('region', { name: 'Roster' }).getByRole('listitem');
  const ids = rosterCaptainFirst(team);
  await expect(roster).toHaveCount(ids.length);
  for (const [i, id] of ids.entries()) {
    const a = athletes.get(id)!;
    await expect(roster.nth(i).getByRole('link', { name: a.name, exact: true })).toHaveAttribute('href', new RegExp(`/athletes/${id}/$`));
    await expect(roster.nth(i)).toContainText(a.position);
  }
  await expect(roster.first()).toContainText('Captain');

  // The sport's ticketed events not over when the page was built, the soonest up to the cap (one may
  // have ended since), then how many and where every one is (the sport's calendar, the schedule).
  const events = page.getByRole('region', { name: `Upcoming ${sport.name} events` });
  await expectCappedEvents(events, getSportTicketEvents(sport.slug), 'team-events', sportEventsMore(sport));
  if (!getSportTicketEvents(sport.slug).length) await expect(events).toContainText('No ticketed');

  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((t) => [JSON.parse(t) as Record<string, unknown>].flat())
    .find((b) => b['@type'] === 'SportsTeam');
  expect(ld).toMatchObject({ name: team.name, sport: sport.name, athlete: ids.map((id) => ({ name: athletes.get(id)!.name })) });

  await expectNoAxeViolations(page);

  await header.getByRole('link', { name: captain.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${captain.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(captain.name);
  // Her page names her team and links back to it.
  await expect(page.locator('main header')).toContainText(`Captain of ${team.name}`);
  await expect(page.locator('main header').getByRole('link', { name: team.name, exact: true })).toHaveAttribute('href', new RegExp(`/teams/${team.id}/$`));
});

test("an athlete's page names her team as her records say: captain of it, plays for it, or none", async ({ page }) => {
  // A roster athlete who is not its captain when the data has one, else the first athlete.
  const id = teams.flatMap((t) => t.roster.filter((m) => m !== t.captain))[0] ?? must([...athletes.keys()][0], 'an athlete');
  const on = teamOfAthlete(teams, id);
  await page.goto(`/athletes/${id}/`);
  const header = page.locator('main header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(athletes.get(id)!.name);
  if (!on) {
    await expect(header).not.toContainText(/Plays for|Captain of/);
    return;
  }
  await expect(header).toContainText(`${on.captain === id ? 'Captain of' : 'Plays for'} ${on.name}`);
  await header.getByRole('link', { name: on.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(on.name);
  await expect(page.getByRole('region', { name: 'Roster' }).getByRole('link', { name: athletes.get(id)!.name, exact: true })).toBeVisible();
});

test('/teams/ lists the teams sport by sport, each sport heading its teams and each card linking to the team, and reads without JavaScript', async ({
  newContext,
}) => {
  const first = pageSlice(PAGED_LIST_RECORDS['/teams/'](), 1, PAGE_SIZE['/teams/']);
  const total = PAGED_LIST_RECORDS['/teams/']().length;
  for (const javaScriptEnabled of [true, false]) {
    const context = await newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/teams/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('League Teams');
    await expect(page.locator('main li[data-team]')).toHaveCount(first.length);
    await expect(page.getByText(total > first.length ? `Teams 1-${first.length} of ${total}` : `${total} ${total === 1 ? 'team' : 'teams'}`)).toBeVisible();
    // Each sport on the page is one section headed by its name (a link to its Teams tab), holding its teams in list order.
    for (const sportSlug of [...new Set(first.map((t) => t.sport))]) {
      const ofSport = first.filter((t) => t.sport === sportSlug);
      const section = page.locator(`section[data-team-sport="${sportSlug}"]`);
      await expect(section.getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(ofSport[0]!.sportName);
      await expect(section.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', new RegExp(`/sports/${sportSlug}/#teams$`));
      await expect(section.locator('li[data-team]')).toHaveCount(ofSport.length);
      expect(await section.locator('li[data-team]').evaluateAll((els) => els.map((el) => el.getAttribute('data-team')))).toEqual(ofSport.map((t) => t.id));
    }
    const card = page.locator(`li[data-team="${first[0]!.id}"]`);
    await expect(card.getByRole('link', { name: first[0]!.name, exact: true })).toHaveAttribute('href', new RegExp(`/teams/${first[0]!.id}/$`));
    await expect(card.getByRole('link', { name: first[0]!.captainName, exact: true })).toHaveAttribute('href', new RegExp(`/athletes/${first[0]!.captain}/$`));
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await context.close();
  }
});

test('the footer links the teams list', async ({ page }) => {
  await page.goto(`/teams/${team.id}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/teams\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('League Teams');
});

test("a sport's Teams tab shows its first teams and leads to every one of them in the teams list", async ({ page }) => {
  const ofSport = teamsOfSport(teams, sport.slug);
  await page.goto(`/sports/${sport.slug}/#teams`);
  const panel = page.getByRole('tabpanel');
  for (const t of ofSport.slice(0, RECORD_LIST_CAP.teams)) await expect(panel.getByRole('link', { name: t.name, exact: true })).toBeVisible();
  for (const t of ofSport.slice(RECORD_LIST_CAP.teams)) await expect(panel.getByRole('link', { name: t.name, exact: true })).toHaveCount(0);
  await panel.getByRole('link', { name: `Every ${sport.name} team`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/(page/\\d+/)?#teams-${sport.slug}$`));
  await expect(page.getByRole('heading', { level: 2, name: sport.name })).toBeVisible();
  await expect(page.locator(`section[data-team-sport="${sport.slug}"] li[data-team="${ofSport[0]!.id}"]`)).toBeVisible();
});
