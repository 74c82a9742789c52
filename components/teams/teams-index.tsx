import type { ListPage } from '@/lib/paging/paging';
import type { TeamIndexEntry } from '@/lib/content/team-page';
import { sportGroups } from '@/lib/teams/index-order';
import { sportHref } from '@/lib/sports/menu';
import { formatNumber } from '@/lib/format/en-us';
import { RouteHeader } from '@/components/layout/route-header';
import { Pager } from '@/components/ui/pager';
import { PageLink } from '@/components/ui/page-link';
import { TeamCard } from '@/components/sports/team-card';

/** "Teams 13-24 of 40" on a later page, "40 teams" when the list is one page. */
function countLine(page: ListPage<unknown>): string {
  if (page.pages === 1) return `${formatNumber(page.total)} ${page.total === 1 ? 'team' : 'teams'}`;
  return `Teams ${formatNumber(page.offset + 1)}-${formatNumber(page.offset + page.items.length)} of ${formatNumber(page.total)}`;
}

/**
 * /teams/ and its later pages: every team, sport by sport (a sport begun on the page before is headed
 * "continued"), each sport's heading linking to its page and each team's card to the team's, and the
 * pager. Plain links: it reads the same without JavaScript.
 */
export function TeamsIndex({ page }: { page: ListPage<TeamIndexEntry> }) {
  const groups = sportGroups(page.items, page.before);
  return (
    <>
      <RouteHeader path="/teams/" />
      <div className="container-page flex flex-col gap-10 py-10">
        <p className="font-semibold text-slate-700">{countLine(page)}</p>
        {groups.length ? (
          groups.map((g) => (
            <section key={g.sport} aria-labelledby={`teams-${g.sport}`} data-team-sport={g.sport}>
              <h2 id={`teams-${g.sport}`} className="mb-4 text-2xl font-bold">
                <PageLink href={`${sportHref(g.sport)}#teams`} className="text-ink underline underline-offset-4 hover:text-brand-800">
                  {g.teams[0]!.sportName}
                </PageLink>
                {g.continued ? <span className="font-normal text-slate-700"> (continued)</span> : null}
              </h2>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {g.teams.map((t) => (
                  <li key={t.id} data-team={t.id}>
                    <TeamCard team={t} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <p className="text-slate-700">The league has no teams listed yet.</p>
        )}
        <Pager list={page.list} page={page.page} pages={page.pages} label="Team pages" />
      </div>
    </>
  );
}
