import { Img } from '@/components/ui/img';
import { INLINE_LINK_CLASS, PageLink } from '@/components/ui/page-link';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { PageSection } from '@/components/layout/page-section';
import { EventSummaryList } from '@/components/tickets/event-summary-list';
import { TeamFacts } from '@/components/sports/team-card-body';
import { SportEventsMore } from '@/components/sports/sport-events-more';
import type { TeamPageData } from '@/lib/content/team-page';
import { athleteHref } from '@/lib/athletes/links';
import { teamJsonLd } from '@/lib/teams/json-ld';
import { teamHref, teamPlace } from '@/lib/teams/roster';
import { sportHref } from '@/lib/sports/menu';
import { assetPath, BASE_PATH } from '@/lib/url/paths';
import { SITE_URL } from '@/lib/url/site-url';

/** A team's page: its facts, its captain and roster (each linked to her page) and its sport's upcoming ticketed events. */
export function TeamPage({ data, league }: { data: TeamPageData; league: string }) {
  const { team, sport, roster, events } = data;
  const captain = roster.find((a) => a.id === team.captain)!;
  return (
    <>
      <JsonLd data={teamJsonLd(team, { sportName: sport.name, roster, siteUrl: `${SITE_URL}${BASE_PATH}`, league })} />
      <Breadcrumbs
        items={[
          { name: sport.name, href: sportHref(sport.slug) },
          { name: team.name, href: teamHref(team.id) },
        ]}
      />
      <div className="container-page flex flex-col gap-12 py-8 sm:py-12">
        <header className="flex flex-col gap-4">
          <p className="text-lg">
            <PageLink href={`${sportHref(sport.slug)}#teams`} className="font-semibold text-accent-700 underline underline-offset-4 hover:text-brand-800">
              {sport.name}
            </PageLink>
            <span className="text-slate-700"> team · {teamPlace(team)}</span>
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{team.name}</h1>
          <div className="max-w-md">
            <TeamFacts
              full
              team={team}
              captain={
                <PageLink href={athleteHref(captain.id)} className={INLINE_LINK_CLASS}>
                  {captain.name}
                </PageLink>
              }
            />
          </div>
        </header>

        <PageSection id="team-roster" title="Roster" headingClassName="mb-4">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-list="team-roster">
            {roster.map((a) => (
              <li key={a.id} className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
                <Img src={assetPath(a.portrait.src)} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full object-cover" />
                <span className="flex min-w-0 flex-col">
                  <PageLink href={athleteHref(a.id)} className={INLINE_LINK_CLASS}>
                    {a.name}
                  </PageLink>
                  <span className="text-sm text-slate-700">
                    {a.position}
                    {a.id === team.captain ? ' · Captain' : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id="team-events" title={`Upcoming ${sport.name} events`} headingClassName="mb-4">
          <EventSummaryList
            events={events}
            cta="Get tickets"
            none={`No ticketed ${sport.name.toLowerCase()} events are on sale right now.`}
            name="team-events"
            more={<SportEventsMore sport={sport} />}
          />
        </PageSection>
      </div>
    </>
  );
}
