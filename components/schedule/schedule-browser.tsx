'use client';
import { useMemo } from 'react';
import Link from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { ChipGroup } from '@/components/ui/chip-group';
import { useNow } from '@/components/ui/use-now';
import { useUrlState } from '@/components/ui/use-url-state';
import { ALL_SPORTS, sportFromParam, ticketSportChips, type SportChip } from '@/lib/tickets/filter';
import { withQueryParam } from '@/lib/url/query';
import { entryPhase, filterBySport, KIND_LABEL, scheduleSections, type MonthGroup, type ScheduleEntry } from '@/lib/schedule/entries';
import { LEAGUE_FEED } from '@/lib/schedule/feed-urls';
import { FeedLinks } from './feed-links';

const PHASE_BADGE = { live: { text: 'On now', tone: 'success' }, ended: { text: 'Ended', tone: 'neutral' } } as const;

function Entry({ entry, now }: { entry: ScheduleEntry; now: number }) {
  const phase = entryPhase(entry, now);
  return (
    <li className="grid gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[12rem_1fr] sm:gap-4" data-entry={entry.id}>
      <p className="text-sm font-semibold text-slate-700">
        <time dateTime={entry.startsAt}>{entry.dateLabel}</time>
        <br />
        {entry.timeLabel ?? 'All day'}
      </p>
      <div>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="brand">{KIND_LABEL[entry.kind]}</Badge>
          <span className="font-semibold text-accent-700">{entry.sportName}</span>
          {phase === 'upcoming' ? null : <Badge tone={PHASE_BADGE[phase].tone}>{PHASE_BADGE[phase].text}</Badge>}
        </p>
        <h4 className="mt-1 text-lg font-bold">
          <Link href={entry.href} className="text-ink underline-offset-4 hover:underline">
            {entry.title}
          </Link>
        </h4>
        <p className="text-sm text-slate-700">{entry.location}</p>
      </div>
    </li>
  );
}

function Months({
  id,
  title,
  groups,
  continues,
  now,
}: {
  id: string;
  title: string;
  groups: MonthGroup<ScheduleEntry>[];
  continues: string | null;
  now: number;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
        {title}
      </h2>
      {groups.length === 0 ? <p className="text-slate-700">Nothing here for this choice.</p> : null}
      {groups.map((g) => (
        <section key={g.month} aria-labelledby={`${id}-${g.month}`}>
          <h3 id={`${id}-${g.month}`} className="mb-3 text-xl font-bold">
            {g.label}
            {g.month === continues ? ' (continued)' : ''}
          </h3>
          <ul className="flex flex-col gap-3">
            {g.entries.map((e) => (
              <Entry key={e.id} entry={e} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/**
 * The schedule: sport chips (the choice kept in the URL as ?sport=), the calendar feeds, then one
 * page of the entries (in date order): those still to come by month and the past ones. Pre-rendered unfiltered as of the build, so the
 * whole schedule reads without JavaScript; the visitor's clock then moves what has ended since.
 */
export function ScheduleBrowser({
  entries,
  paged = false,
  continues = null,
  sports,
}: {
  entries: ScheduleEntry[];
  /** The schedule has more pages: the filter says it covers this one. */
  paged?: boolean;
  /** The month (2026-12) the page before ends with, when this page goes on with it. */
  continues?: string | null;
  sports: SportChip[];
}) {
  const [search, setSearch] = useUrlState('search');
  const sport = useMemo(() => sportFromParam(new URLSearchParams(search).get('sport'), sports), [search, sports]);
  // Every sport with something scheduled, and the one chosen by the URL even when it has nothing (its feed is still offered).
  const chips = useMemo(() => {
    const used = entries.flatMap((e) => (e.sport ? [{ sport: e.sport }] : []));
    if (sport) used.push({ sport });
    return [{ value: ALL_SPORTS, label: 'All sports' }, ...ticketSportChips(sports, used).map((s) => ({ value: s.slug, label: s.name }))];
  }, [entries, sports, sport]);
  const now = useNow();
  const { upcoming, past } = useMemo(() => scheduleSections(filterBySport(entries, sport), now), [entries, sport, now]);
  const sportName = sports.find((s) => s.slug === sport)?.name;

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <h2 id="schedule-sport" className="text-lg font-bold">
          Sport
        </h2>
        <ChipGroup labelledBy="schedule-sport" chips={chips} value={sport} onChange={(v) => setSearch(withQueryParam(search, 'sport', v))} />
        <p className="text-sm text-slate-700">
          {sportName ? `Showing ${sportName} only${paged ? ' on this page' : ''}.` : 'Showing every sport and special event.'}{' '}
          {past.length ? (
            <a href="#schedule-past" className="font-semibold text-brand-700 underline">
              Jump to past events
            </a>
          ) : null}
        </p>
      </div>

      <section aria-labelledby="schedule-feeds" className="rounded-2xl bg-brand-50 p-5 text-brand-900">
        <h2 id="schedule-feeds" className="text-lg font-bold">
          Calendar feeds
        </h2>
        <p className="mt-1 text-sm">Subscribing adds these events to your phone or computer calendar, which then picks up new and changed events by itself.</p>
        <ul className="mt-3 flex flex-col gap-3">
          <FeedLinks slug={LEAGUE_FEED} label="Whole league" name="league" />
          {sportName ? <FeedLinks slug={sport} label={sportName} name={sportName} /> : null}
        </ul>
      </section>

      <Months id="schedule-upcoming" title="Coming up" groups={upcoming} continues={continues} now={now} />
      {past.length ? <Months id="schedule-past" title="Past events" groups={past} continues={continues} now={now} /> : null}
    </div>
  );
}
