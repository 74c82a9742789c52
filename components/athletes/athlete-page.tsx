import { Img } from '@/components/ui/img';
import { INLINE_LINK_CLASS, PageLink } from '@/components/ui/page-link';
import { Facts } from '@/components/ui/facts';
import { DataTable } from '@/components/ui/table';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { PageSection } from '@/components/layout/page-section';
import { EventSummaryList } from '@/components/tickets/event-summary-list';
import { winnerAnchor } from '@/components/winners/winner-card';
import { CappedNote } from '@/components/ui/capped-note';
import type { AthletePageData } from '@/lib/content/athlete-page';
import { capList } from '@/lib/paging/record-lists';
import { searchHref } from '@/lib/search/query';
import { athleteHref } from '@/lib/athletes/links';
import { teamHref } from '@/lib/teams/roster';
import { athletePersonJsonLd } from '@/lib/athletes/json-ld';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { articleHref } from '@/lib/news/articles';
import { formatRating } from '@/lib/sports/page';
import { sportHref } from '@/lib/sports/menu';
import { assetPath, BASE_PATH } from '@/lib/url/paths';
import { SITE_URL } from '@/lib/url/site-url';

/** Where every event and article that names her is: the site search for her name. */
function SearchMore({ name }: { name: string }) {
  return (
    <PageLink href={searchHref(name)} className={INLINE_LINK_CLASS}>
      Search the site for {name}
    </PageLink>
  );
}

/** An athlete's page: who she is, her figures and results, her upcoming events and the news that names her. */
export function AthletePage({ data, league }: { data: AthletePageData; league: string }) {
  const { athlete: a, results, wins, events, articles, team } = data;
  const news = capList('articles', articles);
  return (
    <>
      <JsonLd data={athletePersonJsonLd(a, { siteUrl: `${SITE_URL}${BASE_PATH}`, league })} />
      <Breadcrumbs
        items={[
          { name: 'Athletes', href: '/athletes/' },
          { name: a.name, href: athleteHref(a.id) },
        ]}
      />
      <div className="container-page flex flex-col gap-12 py-8 sm:py-12">
        <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <Img
            src={assetPath(a.portrait.src)}
            alt={a.portrait.alt}
            width={200}
            height={200}
            priority
            className="size-40 shrink-0 rounded-full object-cover sm:size-48"
          />
          <div className="flex flex-col gap-2">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{a.name}</h1>
            <p className="text-lg">
              <PageLink href={sportHref(a.sport)} className="font-semibold text-accent-700 underline underline-offset-4 hover:text-brand-800">
                {a.sportName}
              </PageLink>
              <span className="text-slate-700"> · {a.position}</span>
            </p>
            <p className="text-slate-700">{a.place}</p>
            {team ? (
              <p>
                {team.captain ? 'Captain of ' : 'Plays for '}
                <PageLink href={teamHref(team.id)} className={INLINE_LINK_CLASS}>
                  {team.name}
                </PageLink>
              </p>
            ) : null}
            {a.achievement ? <p className="text-lg font-semibold text-ink">{a.achievement}</p> : null}
            <Facts
              className="mt-2 grid max-w-md grid-cols-2 gap-3 min-[400px]:grid-cols-3"
              termClassName="text-xs font-semibold text-slate-700 uppercase"
              valueClassName="text-2xl font-extrabold text-brand-800 wrap-anywhere"
              items={[
                { term: 'Total winnings', value: formatUSD(a.figures.earnings), figure: 'earnings' },
                { term: 'Events won', value: formatNumber(a.figures.wins), figure: 'wins' },
                { term: 'Rating', value: formatRating(a.rating) },
              ]}
            />
          </div>
        </header>

        <PageSection id="athlete-results" title="Results" headingClassName="mb-4">
          {results.length ? (
            <DataTable
              caption={`${a.name}'s league results, newest first`}
              hideCaption
              scrollLabel="Results table"
              rows={results}
              rowKey={(r) => r.id}
              columns={[
                { header: 'Date', cell: (r) => <time dateTime={r.date}>{formatDate(r.date)}</time> },
                { header: 'Event', cell: (r) => r.title, rowHeader: true },
                { header: 'Sport', cell: (r) => r.sportName },
                { header: 'Result', cell: (r) => (r.won ? 'Won' : 'Played') },
                { header: 'Prize', cell: (r) => formatUSD(r.prize), numeric: true },
              ]}
            />
          ) : (
            <p className="text-slate-700">Her results are not itemised yet: the figures above are the league&apos;s totals for her.</p>
          )}
          {wins.length ? (
            <>
              <h3 className="mt-8 text-lg font-bold">Winner announcements</h3>
              <ul className="mt-3 divide-y divide-slate-200">
                {wins.map((w) => (
                  <li key={w.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                    <span>
                      <PageLink href={`/winner-announcements/#${winnerAnchor(w.id)}`} className={INLINE_LINK_CLASS}>
                        {w.eventName}
                      </PageLink>
                      <span className="block text-sm text-slate-700">
                        <time dateTime={w.eventDate}>{formatDate(w.eventDate)}</time> · {w.winnerName}
                      </span>
                    </span>
                    <span className="text-sm font-semibold text-brand-800">Prize {formatUSD(w.prize)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </PageSection>

        <PageSection id="athlete-events" title="Upcoming events" headingClassName="mb-4">
          <EventSummaryList
            events={events}
            cta="Get tickets"
            none={`No ticketed events with ${a.name} are on sale right now.`}
            name="athlete-events"
            more={<SearchMore name={a.name} />}
          />
        </PageSection>

        <PageSection id="athlete-news" title="In the news" headingClassName="mb-4">
          {news.total ? (
            <>
              <ul className="divide-y divide-slate-200" data-list="athlete-articles">
                {news.shown.map((n) => (
                  <li key={n.slug} className="py-3">
                    <PageLink href={articleHref(n.slug)} className={INLINE_LINK_CLASS}>
                      {n.title}
                    </PageLink>
                    <p className="text-sm text-slate-700">
                      <time dateTime={n.date}>{formatDate(n.date)}</time> · {n.summary}
                    </p>
                  </li>
                ))}
              </ul>
              <CappedNote list={news} more={<SearchMore name={a.name} />} name="athlete-articles" />
            </>
          ) : (
            <p className="text-slate-700">No articles mention {a.name} yet.</p>
          )}
        </PageSection>
      </div>
    </>
  );
}
