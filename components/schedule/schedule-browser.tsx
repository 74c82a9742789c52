'use client';
import { useMemo } from 'react';
import Link from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { useNow } from '@/components/ui/use-now';
import type { SportLink } from '@/lib/schemas/sport';

type SportName = Pick<SportLink, 'slug' | 'name'>;
import { entryPhase, KIND_LABEL, scheduleSections, type MonthGroup, type ScheduleEntry } from '@/lib/schedule/entries';
import { LEAGUE_FEED, sportScheduleHref } from '@/lib/schedule/feed-urls';
import { cn } from '@/lib/ui/cn';
import { MoreSummary } from '@/components/ui/more-summary';
import { CHIP_SHAPE } from '@/components/ui/chip-group';
import { FeedLinks } from './feed-links';

const CHIP = cn(CHIP_SHAPE, 'inline-flex items-center border');

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
        {entry.location ? <p className="text-sm text-slate-700">{entry.location}</p> : null}
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
  none,
}: {
  id: string;
  title: string;
  groups: MonthGroup<ScheduleEntry>[];
  continues: string | null;
  now: number;
  /** What an empty section says. */
  none: string;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-2xl font-extrabold sm:text-3xl">
        {title}
      </h2>
      {groups.length === 0 ? <p className="text-slate-700">{none}</p> : null}
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

/** Chips linking each sport's own schedule page (null: the league's); the page's own is aria-current. */
function SportChips({ sports, current, className }: { sports: { slug: string | null; name: string }[]; current: string | null; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {sports.map((s) => {
        const here = current === s.slug;
        return (
          <li key={s.slug ?? ''}>
            <Link
              href={s.slug ? sportScheduleHref(s.slug) : '/schedule/'}
              aria-current={here ? 'page' : undefined}
              className={cn(CHIP, here ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:bg-brand-50')}
            >
              {s.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The schedule: the sport links (each sport's own page, /schedule/<sport>/, holds every entry of the
 * sport, so a choice covers the whole season, not the page shown; sports beyond the featured ones fold
 * under "More sports", a disclosure that needs no script), the calendar feeds, then one page
 * of the entries (in date order): those still to come by month and the past ones. Pre-rendered as of
 * the build, so it reads without JavaScript; the visitor's clock then moves what has ended since.
 */
export function ScheduleBrowser({
  entries,
  continues = null,
  sport = null,
  sports,
  more = [],
}: {
  entries: ScheduleEntry[];
  /** The month (2026-12) the page before ends with, when this page goes on with it. */
  continues?: string | null;
  /** The sport this page is the schedule of (/schedule/<sport>/), or null for the whole league. */
  sport?: SportName | null;
  /** The sports shown as chips, each linked to its page. */
  sports: SportName[];
  /** Further sports, folded under More sports (the league schedule's non-featured ones). */
  more?: SportName[];
}) {
  const now = useNow();
  const { upcoming, past } = useMemo(() => scheduleSections(entries, now), [entries, now]);

  return (
    <div className="flex flex-col gap-10">
      <nav aria-labelledby="schedule-sport" className="flex flex-col gap-4">
        <h2 id="schedule-sport" className="text-lg font-bold">
          Sport
        </h2>
        <SportChips sports={[{ slug: null, name: 'All sports' }, ...sports]} current={sport?.slug ?? null} />
        {more.length ? (
          <details className="group">
            <MoreSummary label="More sports" count={more.length} />
            <SportChips sports={more} current={sport?.slug ?? null} className="mt-3" />
          </details>
        ) : null}
        <p className="text-sm text-slate-700">
          {sport ? `Showing every ${sport.name} event.` : 'Showing every sport and special event.'}{' '}
          {past.length ? (
            <a href="#schedule-past" className="font-semibold text-brand-700 underline">
              Jump to past events
            </a>
          ) : null}
        </p>
      </nav>

      <section aria-labelledby="schedule-feeds" className="rounded-2xl bg-brand-50 p-5 text-brand-900">
        <h2 id="schedule-feeds" className="text-lg font-bold">
          Calendar feeds
        </h2>
        <p className="mt-1 text-sm">Subscribing adds these events to your phone or computer calendar, which then picks up new and changed events by itself.</p>
        <ul className="mt-3 flex flex-col gap-3">
          <FeedLinks slug={LEAGUE_FEED} label="Whole league" name="league" />
          {sport ? <FeedLinks slug={sport.slug} label={sport.name} name={sport.name} /> : null}
        </ul>
      </section>

      <Months
        id="schedule-upcoming"
        title="Coming up"
        groups={upcoming}
        continues={continues}
        now={now}
        none={sport ? `Nothing is scheduled for ${sport.name} yet. Subscribe to its calendar to hear of new events.` : 'Nothing is scheduled yet.'}
      />
      {past.length ? <Months id="schedule-past" title="Past events" groups={past} continues={continues} now={now} none="" /> : null}
    </div>
  );
}
