'use client';
import { useState } from 'react';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { ticketEventHref } from '@/lib/tickets/links';
import { assetPath } from '@/lib/url/paths';
import { saveFile } from '@/lib/ui/save-file';
import { Button } from '@/components/ui/button';

/**
 * "Add to calendar" for an event before any order: a calendar file (the site's one writer, through
 * lib/tickets/calendar, loaded when pressed) whose URL is the event's page at this site's address.
 */
export function AddEventToCalendar({ event }: { event: TicketEvent }) {
  const [error, setError] = useState('');
  const add = async () => {
    setError('');
    try {
      const { buildEventIcs, icsFileName } = await import('@/lib/tickets/calendar');
      const url = new URL(assetPath(ticketEventHref(event.id)), window.location.href).href;
      saveFile(icsFileName(event.title), new Blob([buildEventIcs(event, { url })], { type: 'text/calendar;charset=utf-8' }));
    } catch {
      setError('The calendar file could not be created. Please try again.');
    }
  };
  return (
    <div className="js-only">
      <Button variant="outline" size="sm" onClick={add} aria-label={`Add to calendar: ${event.title}`}>
        Add to calendar
      </Button>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
