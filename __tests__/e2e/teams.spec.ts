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
// The team with the longest roster, so the roster list has the most to show.
const team = teamsOfSport(teams, sport.slug).reduce((a, b) => (b.roster.length > a.roster.length ? b : a));
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
