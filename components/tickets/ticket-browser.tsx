'use client';
import { Img } from '@/components/ui/img';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { ALL_SPORTS, sportFromParam, TICKET_QUERY_MAX, type SportChip } from '@/lib/tickets/filter';
import { canBuy, pickFeatured, ticketState } from '@/lib/tickets/availability';
import { BUILD_TIME } from '@/lib/time/phase';
import { useNow } from '@/components/ui/use-now';
import { useUrlState } from '@/components/ui/use-url-state';
import { FoldedChipGroup } from '@/components/ui/folded-chip-group';
import { assetPath } from '@/lib/url/paths';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { PAGE_SIZE } from '@/lib/paging/paging';
import { withQueryParam } from '@/lib/url/query';
import { FilteredHits } from '@/components/search/filtered-hits';
import { useFilteredIndex } from '@/components/search/use-filtered-index';
import { Button } from '@/components/ui/button';
import { AllInPrice } from './all-in-price';
import { EventCard } from './event-card';
import { TicketStatusBadge } from './status-badge';
import { PurchaseDialogHost, PurchaseStatus } from './purchase-status';
import { useTicketPurchase } from './use-ticket-purchase';
import { useTicketsLeft } from './use-tickets-left';
import { PageLink } from '@/components/ui/page-link';
import { ticketEventHref } from '@/lib/tickets/links';

const chipsOf = (chips: SportChip[]) => chips.map((c) => ({ value: c.slug, label: c.name }));

/**
 * The interactive part of /buy-tickets and its later pages: featured banner, search, sport chips,
 * one page of the event cards with the pager, and the purchase dialog. Pre-rendered unfiltered, so
 * each page reads without JavaScript. The search and the sport chip (kept in the address as ?q= and
 * ?sport=, so a filtered list can be shared) cover every event, not only this page's: the search
 * index answers them (Pagefind, fetched on first use), each match a link to the event's page, where
 * it is bought. Events over when the site was built are listed apart under "Past events" (the list
 * puts them last); an event that has started or ended since is marked so in place by the visitor's
 * clock (no layout shift) and cannot be bought.
 */
export function TicketBrowser({
  events,
  paged = false,
  featured: candidates,
  featuredId,
  chips: folded,
  pager,
}: {
  /** This page's events, in the list's order. */
  events: TicketEvent[];
  /** The list has more pages than this one. */
  paged?: boolean;
  /** The events the featured banner may show (lib/tickets/availability.ts featuredCandidates). */
  featured: TicketEvent[];
  featuredId: number;
  /** The sports with events: the featured ones' chips show, the others fold under More sports. */
  chips: { featured: SportChip[]; more: SportChip[] };
  /** The list's pager, shown under the page's events (not with a filtered view). */
  pager?: ReactNode;
}) {
  const chips = useMemo(() => [...folded.featured, ...folded.more], [folded]);
  const [search, setSearch] = useUrlState('search');
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const sport = useMemo(() => sportFromParam(params.get('sport'), chips), [params, chips]);
  const query = (params.get('q') ?? '').slice(0, TICKET_QUERY_MAX);
  const now = useNow();
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const showFilters = filtersOpen ?? sport !== ALL_SPORTS;
  const purchase = useTicketPurchase();
  const { buy } = purchase;

  const left = useTicketsLeft();

  const filtering = sport !== ALL_SPORTS || query.trim() !== '';
  const found = useFilteredIndex(filtering ? { kind: 'Ticketed event', ...(sport ? { sport } : {}) } : null, PAGE_SIZE['/buy-tickets/'], query);
  const [current, past] = useMemo(() => [events.filter((e) => e.endMs > BUILD_TIME), events.filter((e) => e.endMs <= BUILD_TIME)], [events]);
  const featured = pickFeatured(candidates, featuredId, now);
  const featuredState = ticketState(featured, left(featured), now);
  const stateOf = (e: TicketEvent) => ticketState(e, left(e), now);
  const sportName = chips.find((c) => c.slug === sport)?.name;

  const ids = { search: useId(), panel: useId() };

  const setParam = (name: string, value: string | null) => setSearch(withQueryParam(search, name, value));
  const clearFilters = () => setSearch(withQueryParam(withQueryParam(search, 'sport', null), 'q', null));

  return (
    <>
      <PurchaseStatus purchase={purchase} className="container-page" />

      <section aria-labelledby="featured-event" className="container-page pt-10">
        <div className="grid overflow-hidden rounded-3xl bg-night text-white shadow-lg md:grid-cols-2">
          <Img src={assetPath(featured.image)} alt={featured.imageAlt} width={800} height={450} className="aspect-video h-full w-full object-cover" priority />
          <div className="flex flex-col gap-3 p-6 sm:p-8">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-widest text-pink-100 uppercase">
              Featured event <TicketStatusBadge state={featuredState} />
            </p>
            <h2 id="featured-event" className="text-2xl font-extrabold sm:text-3xl">
              <PageLink href={ticketEventHref(featured.id)} className="underline-offset-4 hover:underline">
                {featured.title}
              </PageLink>
            </h2>
            <p className="text-white/90">
              <time dateTime={featured.startsAt}>
                {featured.dateLabel} · {featured.timeLabel}
              </time>{' '}
              · {featured.venue}, {featured.city}, {featured.region}
            </p>
            <p className="text-white/90">
              Prize pool <strong className="text-white">{formatUSD(featured.prizePool)}</strong>
            </p>
            <AllInPrice base={featured.ticketPrice} prefix="From" size="lg" />
            <div className="mt-2">
              {!canBuy(featuredState) ? (
                <Button disabled variant="light">
                  {featuredState === 'sold-out' ? 'Sold Out' : featuredState === 'live' ? 'Live Now' : 'Ended'}
                </Button>
              ) : (
                <Button variant="light" size="lg" className="js-only" onClick={() => buy(featured)}>
                  Get Tickets
                </Button>
              )}
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="all-events" className="container-page py-12">
        <h2 id="all-events" className="text-2xl font-extrabold sm:text-3xl">
          All events
        </h2>
        <noscript>
          <p className="mt-2 text-slate-700">
            Searching, filtering and buying tickets need JavaScript. Every event is listed below{paged ? ', a page at a time' : ''}; each event&apos;s page has
            its details.
          </p>
        </noscript>
        <div className="js-only mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={ids.search} className="mb-1 block text-sm font-semibold">
              Search events
            </label>
            <input
              id={ids.search}
              type="search"
              value={query}
              maxLength={TICKET_QUERY_MAX}
              onChange={(e) => setParam('q', e.target.value)}
              placeholder="Search events, cities, or sports"
              autoComplete="off"
              className="w-full rounded-full border border-slate-400 px-4 py-2.5 text-base"
            />
          </div>
          <Button variant="outline" aria-expanded={showFilters} aria-controls={ids.panel} onClick={() => setFiltersOpen(!showFilters)}>
            Filters{sport !== ALL_SPORTS ? ' (1)' : ''}
          </Button>
        </div>
        <div id={ids.panel} hidden={!showFilters} className="js-only mt-4 rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <p id={`${ids.panel}-label`} className="mb-2 text-sm font-semibold">
            Sport
          </p>
          <FoldedChipGroup
            labelledBy={`${ids.panel}-label`}
            chips={[{ value: ALL_SPORTS, label: 'All Sports' }, ...chipsOf(folded.featured)]}
            more={chipsOf(folded.more)}
            moreLabel="More sports"
            value={sport}
            onChange={(value) => setParam('sport', value)}
          />
        </div>
        {filtering ? (
          <div className="mt-4">
            {found.status === 'done' && found.total === 0 ? (
              <div data-no-results className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
                <p role="status" className="text-lg font-semibold">
                  No events match your search.
                </p>
                <p className="mt-1 text-slate-700">Try another word or sport, or see every event.</p>
                <Button className="mt-4" onClick={clearFilters}>
                  Clear filters
                </Button>
              </div>
            ) : (
              <FilteredHits state={found} noun={['event', 'events']} label={sportName ? `in ${sportName}` : 'matching'} />
            )}
          </div>
        ) : (
          <>
            <p role="status" className="js-only mt-4 text-sm text-slate-700">
              {paged ? `${formatNumber(current.length)} ${current.length === 1 ? 'event' : 'events'} on this page` : `Showing all ${current.length} events`}
            </p>
            {current.length ? (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {current.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} available={left(e)} state={stateOf(e)} onBuy={buy} />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </section>

      {!filtering && past.length ? (
        <section aria-labelledby="past-events" className="container-page pb-12">
          <h2 id="past-events" className="text-2xl font-extrabold sm:text-3xl">
            Past events
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {past.map((e) => (
              <li key={e.id}>
                <EventCard event={e} available={left(e)} state="ended" onBuy={buy} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {!filtering && pager ? <div className="container-page pb-12">{pager}</div> : null}

      <PurchaseDialogHost purchase={purchase} available={left} />
    </>
  );
}
