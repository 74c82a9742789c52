import type { ReactNode } from 'react';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { capList } from '@/lib/paging/record-lists';
import { ticketEventHref, ticketLinkEvent } from '@/lib/tickets/links';
import { cn } from '@/lib/ui/cn';
import { EventCard } from './event-card';
import { TicketLink } from './ticket-link';
import { UpcomingList } from './upcoming-list';

/**
 * Ticketed events named on another record's page (a sport, an athlete, a team): each one's summary
 * card with the way to its tickets on its own page, or `none` when there are none. At most the first
 * RECORD_LIST_CAP.events of them (give them soonest first), then "Showing 3 of 41." and `more`, where
 * every one is. An event that is over by the visitor's clock leaves the list (UpcomingList). Each item
 * carries `data-event` (the event's id) and the list `data-list` (`name`) for the specs.
 */
export function EventSummaryList({
  events,
  cta,
  none,
  name,
  more,
  className,
}: {
  events: readonly TicketEvent[];
  cta: string;
  none: string;
  name: string;
  /** Where all of them are, for when the list is cut (a link). */
  more: ReactNode;
  className?: string;
}) {
  if (!events.length) return <p className={cn('text-slate-700', className)}>{none}</p>;
  const list = capList('events', events);
  return (
    <UpcomingList
      items={list.shown.map((e) => ({
        id: e.id,
        endMs: e.endMs,
        card: (
          <EventCard variant="summary" event={e} action={<TicketLink event={ticketLinkEvent(e)} href={ticketEventHref(e.id)} label={cta} className="mt-3" />} />
        ),
      }))}
      total={list.total}
      lastEndMs={Math.max(...events.map((e) => e.endMs))}
      none={none}
      name={name}
      more={more}
      className={className}
    />
  );
}
