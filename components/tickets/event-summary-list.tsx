import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { ticketEventHref } from '@/lib/tickets/links';
import { cn } from '@/lib/ui/cn';
import { EventCard } from './event-card';
import { TicketLink } from './ticket-link';

/**
 * Ticketed events named on another record's page (a sport, an athlete, a team): each one's summary
 * card with the way to its tickets on its own page, or `none` when there are none. Each item
 * carries `data-event` (the event's id) and the list `data-list` (`name`) for the specs.
 */
export function EventSummaryList({
  events,
  cta,
  none,
  name,
  className,
}: {
  events: readonly TicketEvent[];
  cta: string;
  none: string;
  name: string;
  className?: string;
}) {
  if (!events.length) return <p className={cn('text-slate-700', className)}>{none}</p>;
  return (
    <ul className={cn('grid gap-6', className)} data-list={name}>
      {events.map((e) => (
        <li key={e.id} data-event={e.id}>
          <EventCard variant="summary" event={e} action={<TicketLink event={e} href={ticketEventHref(e.id)} label={cta} className="mt-3" />} />
        </li>
      ))}
    </ul>
  );
}
