import type { Key, ReactNode } from 'react';
import { Img } from '@/components/ui/img';
import Link from '@/components/ui/link';
import { INLINE_LINK_CLASS } from '@/components/ui/page-link';
import type { SportPageData } from '@/lib/content/sport-page';
import type { SportTabId, SportTabs } from '@/lib/schemas/sport-tabs';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { formatRating, nextTicketEvent, upcomingItems } from '@/lib/sports/page';
import { articleHref } from '@/lib/news/articles';
import { BUILD_TIME } from '@/lib/time/phase';
import { feedPath, sportScheduleHref } from '@/lib/schedule/feed-urls';
import { Card } from '@/components/ui/card';
import { EventSummaryList } from '@/components/tickets/event-summary-list';
import { EndedMark } from './ended-mark';
import { TeamCard } from './team-card';
import { Facts } from '@/components/ui/facts';
import { PageLink } from '@/components/ui/page-link';
import { athleteHref, athletesOfSportHref } from '@/lib/athletes/links';
import { LinkedText } from '@/components/ui/linked-text';
import { capList } from '@/lib/paging/record-lists';
import { CappedNote } from '@/components/ui/capped-note';
import { SportEventsMore } from './sport-events-more';

function Intro({ heading, body }: { heading: string; body: string }) {
  return (
    <div className="max-w-3xl">
      <h2 className="text-2xl font-bold text-ink">{heading}</h2>
      <p className="mt-3 text-lg text-slate-700">{body}</p>
    </div>
  );
}

/** Cards in a grid of up to three columns. */
function CardGrid<T>({ items, itemKey, children }: { items: readonly T[]; itemKey: (item: T) => Key; children: (item: T) => ReactNode }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** What a tab adds under its heading and paragraph, given its part of the sport's file (present) and the page's data. */
type Panel<K extends SportTabId> = (props: { tab: NonNullable<SportTabs[K]>; data: SportPageData }) => ReactNode;

/** The sport's events not over when the site was built; what ends later is marked by the visitor's clock. */
const eventsAfterBuild = (data: SportPageData) => data.events.filter((e) => e.endMs > BUILD_TIME);
const noEvents = (data: SportPageData) => `No ${data.sport.name.toLowerCase()} events have tickets on sale right now.`;

const PANELS: { [K in SportTabId]: Panel<K> } = {
  overview: ({ tab, data }) => {
    const upcoming = capList('events', upcomingItems(data, BUILD_TIME));
    return (
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {tab.highlights ? (
          <Card>
            <h3 className="text-lg font-bold">Recent Highlights</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {tab.highlights.map((h) => (
                <li key={h}>
                  <LinkedText text={h} named={data.named} />
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
        {upcoming.total ? (
          <Card>
            <h3 className="text-lg font-bold">Upcoming Events</h3>
            <ul className="mt-3 divide-y divide-slate-200" data-list="sport-upcoming">
              {upcoming.shown.map((e) => (
                <li key={e.key} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span>
                    {e.href ? (
                      <Link href={e.href} className={INLINE_LINK_CLASS}>
                        {e.name}
                      </Link>
                    ) : (
                      <span className="font-semibold text-ink">{e.name}</span>
                    )}
                    <span className="block text-sm text-slate-700">
                      <time dateTime={e.date}>{formatDate(e.date)}</time>
                      {e.kind === 'tickets' ? ' · Tickets on sale' : e.kind === 'contest' ? ' · Contest: athletes can enter' : ''}
                      <EndedMark endMs={e.endMs} />
                    </span>
                  </span>
                  <span className="text-sm font-semibold text-brand-800">Prize {formatUSD(e.prize)}</span>
                </li>
              ))}
            </ul>
            <CappedNote list={upcoming} more={<SportEventsMore sport={data.sport} />} name="sport-upcoming" />
          </Card>
        ) : null}
      </div>
    );
  },
  athletes: ({ data }) => {
    if (!data.athletes.length) return null;
    const athletes = capList('athletes', data.athletes);
    const every = (
      <PageLink href={athletesOfSportHref(data.sport.slug)} className="font-semibold text-brand-800 underline underline-offset-4">
        Every {data.sport.name} athlete
      </PageLink>
    );
    return (
      <>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-list="sport-athletes">
          {athletes.shown.map((p) => (
            <li key={p.id} data-athlete={p.id}>
              <Card className="h-full">
                <h3 className="text-lg font-bold">
                  <PageLink href={athleteHref(p.id)} className="text-ink underline underline-offset-4 hover:text-brand-800">
                    {p.name}
                  </PageLink>
                </h3>
                <p className="text-sm font-semibold text-accent-700">{p.position}</p>
                <Facts
                  className="mt-4 grid grid-cols-3 gap-2 text-center"
                  termClassName="text-xs font-semibold text-slate-700 uppercase"
                  valueClassName="text-lg font-extrabold text-brand-800"
                  items={[
                    { term: 'Wins', value: formatNumber(p.figures.wins), figure: 'wins' },
                    { term: 'Earnings', value: formatUSD(p.figures.earnings), figure: 'earnings' },
                    { term: 'Rating', value: formatRating(p.rating) },
                  ]}
                />
              </Card>
            </li>
          ))}
        </ul>
        <CappedNote list={athletes} more={every} name="sport-athletes" variant="footer" />
      </>
    );
  },
  teams: ({ data }) => {
    if (!data.teams.length) return null;
    const teams = capList('teams', data.teams);
    return (
      <>
        <CardGrid items={teams.shown} itemKey={(team) => team.id}>
          {(team) => <TeamCard team={team} />}
        </CardGrid>
        <CappedNote
          list={teams}
          more={
            <PageLink href={data.teamsHref} className="font-semibold text-brand-800 underline underline-offset-4">
              Every {data.sport.name} team
            </PageLink>
          }
          name="sport-teams"
          variant="footer"
        />
      </>
    );
  },
  schedule: ({ data }) => (
    <>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link href={sportScheduleHref(data.sport.slug)} className="font-semibold text-brand-800 underline underline-offset-4">
          {data.sport.name} schedule
        </Link>
        <a href={assetPath(feedPath(data.sport.slug))} download className="font-semibold text-brand-800 underline underline-offset-4">
          {data.sport.name} calendar (.ics)
        </a>
      </p>
      <EventSummaryList
        events={eventsAfterBuild(data)}
        cta="Buy Tickets"
        none={noEvents(data)}
        name="sport-events"
        more={<SportEventsMore sport={data.sport} />}
        className="mt-8"
      />
    </>
  ),
  stats: ({ tab }) =>
    tab.panels ? (
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {tab.panels.map((panel) => (
          <Card key={panel.title}>
            <h3 className="text-lg font-bold">{panel.title}</h3>
            <Facts
              className="mt-4 grid grid-cols-2 gap-4"
              pairClassName="rounded-xl bg-slate-50 p-3"
              termClassName="text-sm font-semibold text-slate-700"
              valueClassName="text-2xl font-extrabold text-brand-800"
              items={panel.figures.map((f) => ({ term: f.label, value: f.value }))}
            />
          </Card>
        ))}
      </div>
    ) : null,
  recaps: ({ tab }) =>
    tab.recaps ? (
      <CardGrid items={tab.recaps} itemKey={(recap) => recap.title}>
        {(recap) => (
          <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <Img src={assetPath(recap.image)} alt={recap.alt} width={800} height={450} className="aspect-video w-full object-cover" />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-lg font-bold">{recap.title}</h3>
              <p className="mt-1 text-sm text-slate-700">
                <time dateTime={recap.date}>{formatDate(recap.date)}</time> · {formatNumber(recap.views)} views
              </p>
              <p className="mt-3 flex-1 text-slate-700">{recap.summary}</p>
              <Link href={articleHref(recap.articleSlug)} className="mt-4 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
                Read More about this recap<span className="sr-only">: {recap.title}</span>
              </Link>
            </div>
          </article>
        )}
      </CardGrid>
    ) : null,
  tickets: ({ data }) => {
    const events = eventsAfterBuild(data);
    return (
      <EventSummaryList
        events={nextTicketEvent(events, BUILD_TIME) ? events : []}
        cta="Buy Tickets Now"
        none={noEvents(data)}
        name="sport-tickets"
        more={<SportEventsMore sport={data.sport} />}
        className="mt-8"
      />
    );
  },
};

/**
 * The content of one tab of a sport page: the short text form, then what the tab's panel adds from
 * the file and the sport's records of other files (ticketed events, contests). Nothing for a tab the
 * file leaves out.
 */
export function SportTabPanel<K extends SportTabId>({ data, tab: id }: { data: SportPageData; tab: K }) {
  const tab = data.sport.tabs[id];
  if (!tab) return null;
  const Panel: Panel<K> = PANELS[id];
  return (
    <div>
      <Intro heading={tab.heading} body={tab.body} />
      <Panel tab={tab} data={data} />
    </div>
  );
}
