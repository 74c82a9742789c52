import { Img } from '@/components/ui/img';
import Link from '@/components/ui/link';
import type { SportPageData } from '@/lib/content/sport-page';
import type { SportTabId } from '@/lib/schemas/sport-tabs';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { buyTicketsHref, formatRating, nextTicketEvent, upcomingItems } from '@/lib/sports/page';
import { articleHref } from '@/lib/news/articles';
import { BUILD_TIME } from '@/lib/time/phase';
import { Card } from '@/components/ui/card';
import { EventCard } from './event-card';
import { EndedMark } from './ended-mark';
import { TeamFacts } from './team-card-body';
import { TeamDetailsButton } from './team-details-button';

function Intro({ heading, body }: { heading: string; body: string }) {
  return (
    <div className="max-w-3xl">
      <h2 className="text-2xl font-bold text-ink">{heading}</h2>
      <p className="mt-3 text-lg text-slate-700">{body}</p>
    </div>
  );
}

function EventList({ events, ticketsHref, cta, none }: { events: SportPageData['events']; ticketsHref: string; cta: string; none: string }) {
  if (!events.length) return <p className="mt-6 text-slate-700">{none}</p>;
  return (
    <ul className="mt-8 grid gap-6">
      {events.map((e) => (
        <li key={e.id}>
          <EventCard event={e} ticketsHref={ticketsHref} cta={cta} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The content of one tab of a sport page: the short text form plus whatever the file adds, and the
 * sport's records of other files (ticketed events, contests). What was over when the site was
 * built is left out; what ends later is marked by the visitor's clock.
 */
export function SportTabPanel({ data, tab }: { data: SportPageData; tab: SportTabId }) {
  const { sport } = data;
  const t = sport.tabs;
  const tickets = buyTicketsHref(sport.slug);
  const events = data.events.filter((e) => e.endMs > BUILD_TIME);
  const noEvents = `No ${sport.name.toLowerCase()} events have tickets on sale right now.`;
  switch (tab) {
    case 'overview': {
      const o = t.overview;
      const upcoming = upcomingItems(sport.slug, data, BUILD_TIME).slice(0, 3);
      return (
        <div>
          <Intro heading={o.heading} body={o.body} />
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            {o.highlights ? (
              <Card>
                <h3 className="text-lg font-bold">Recent Highlights</h3>
                <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
                  {o.highlights.map((h) => (
                    <li key={h}>{h}</li>
                  ))}
                </ul>
              </Card>
            ) : null}
            {upcoming.length ? (
              <Card>
                <h3 className="text-lg font-bold">Upcoming Events</h3>
                <ul className="mt-3 divide-y divide-slate-200">
                  {upcoming.map((e) => (
                    <li key={e.key} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                      <span>
                        {e.href ? (
                          <Link href={e.href} className="font-semibold text-ink underline underline-offset-4 hover:text-brand-800">
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
              </Card>
            ) : null}
          </div>
        </div>
      );
    }
    case 'athletes': {
      const a = t.athletes!;
      return (
        <div>
          <Intro heading={a.heading} body={a.body} />
          {data.athletes.length ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.athletes.map((p) => (
                <li key={p.id} data-athlete={p.id}>
                  <Card className="h-full">
                    <h3 className="text-lg font-bold">{p.name}</h3>
                    <p className="text-sm font-semibold text-accent-700">{p.position}</p>
                    <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
                      <div>
                        <dt className="text-xs font-semibold text-slate-700 uppercase">Wins</dt>
                        <dd className="text-lg font-extrabold text-brand-800" data-figure="wins">
                          {formatNumber(p.figures.wins)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs font-semibold text-slate-700 uppercase">Earnings</dt>
                        <dd className="text-lg font-extrabold text-brand-800" data-figure="earnings">
                          {formatUSD(p.figures.earnings)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs font-semibold text-slate-700 uppercase">Rating</dt>
                        <dd className="text-lg font-extrabold text-brand-800">{formatRating(p.rating)}</dd>
                      </div>
                    </dl>
                  </Card>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    }
    case 'teams': {
      const tm = t.teams!;
      return (
        <div>
          <Intro heading={tm.heading} body={tm.body} />
          {tm.teams ? (
            <noscript>
              <p className="mt-4 text-slate-700">Each team&apos;s games played and win percentage open in a dialog, which needs JavaScript.</p>
            </noscript>
          ) : null}
          {tm.teams ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {tm.teams.map((team) => (
                <li key={team.name}>
                  <Card className="flex h-full flex-col">
                    <h3 className="mb-3 text-lg font-bold">{team.name}</h3>
                    <div className="flex-1">
                      <TeamFacts team={team} />
                    </div>
                    <TeamDetailsButton team={team} sportName={sport.name} />
                  </Card>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    }
    case 'schedule': {
      const s = t.schedule!;
      return (
        <div>
          <Intro heading={s.heading} body={s.body} />
          <EventList events={events} ticketsHref={tickets} cta="Buy Tickets" none={noEvents} />
        </div>
      );
    }
    case 'stats': {
      const st = t.stats!;
      return (
        <div>
          <Intro heading={st.heading} body={st.body} />
          {st.panels ? (
            <div className="mt-8 grid gap-6 lg:grid-cols-2">
              {st.panels.map((panel) => (
                <Card key={panel.title}>
                  <h3 className="text-lg font-bold">{panel.title}</h3>
                  <dl className="mt-4 grid grid-cols-2 gap-4">
                    {panel.figures.map((f) => (
                      <div key={f.label} className="rounded-xl bg-slate-50 p-3">
                        <dt className="text-sm font-semibold text-slate-700">{f.label}</dt>
                        <dd className="text-2xl font-extrabold text-brand-800">{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              ))}
            </div>
          ) : null}
        </div>
      );
    }
    case 'recaps': {
      const r = t.recaps!;
      return (
        <div>
          <Intro heading={r.heading} body={r.body} />
          {r.recaps ? (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {r.recaps.map((recap) => (
                <li key={recap.title}>
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                    <Img src={assetPath(recap.image)} alt={recap.alt} width={800} height={450} className="aspect-video w-full object-cover" />
                    <div className="flex flex-1 flex-col p-5">
                      <h3 className="text-lg font-bold">{recap.title}</h3>
                      <p className="mt-1 text-sm text-slate-700">
                        <time dateTime={recap.date}>{formatDate(recap.date)}</time> · {formatNumber(recap.views)} views
                      </p>
                      <p className="mt-3 flex-1 text-slate-700">{recap.summary}</p>
                      <Link
                        href={articleHref(recap.articleSlug)}
                        className="mt-4 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                      >
                        Read More about this recap<span className="sr-only">: {recap.title}</span>
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    }
    case 'tickets': {
      const tk = t.tickets!;
      return (
        <div>
          <Intro heading={tk.heading} body={tk.body} />
          <EventList events={nextTicketEvent(events, BUILD_TIME) ? events : []} ticketsHref={tickets} cta="Buy Tickets Now" none={noEvents} />
        </div>
      );
    }
  }
}
