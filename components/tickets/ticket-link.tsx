'use client';
import type { TicketLinkEvent } from '@/lib/tickets/links';
import { ticketState, type TicketState } from '@/lib/tickets/availability';
import { useNow } from '@/components/ui/use-now';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { useTicketsLeft } from './use-tickets-left';

const CLOSED: Record<Exclude<TicketState, 'on-sale'>, string> = { 'sold-out': 'Sold Out', live: 'Live Now', ended: 'Ended' };

/**
 * The way to an event's tickets from another page (a sport page, the home page): a link while the
 * event is on sale by the visitor's clock and the tickets left in this browser (as the tickets page
 * counts them), else a disabled button saying why (same size, so the page does not move when it
 * corrects the pre-rendered state).
 */
export function TicketLink({ event, href, label, className }: { event: TicketLinkEvent; href: string; label: string; className?: string }) {
  const state = ticketState(event, useTicketsLeft()(event), useNow());
  if (state !== 'on-sale') {
    return (
      <Button disabled className={cn('w-full', className)} aria-label={`${CLOSED[state]}: ${event.title}`}>
        {CLOSED[state]}
      </Button>
    );
  }
  return (
    <ButtonLink href={href} className={cn('w-full', className)} aria-label={`${label}: ${event.title}`}>
      {label}
    </ButtonLink>
  );
}
