'use client';
import { useState } from 'react';
import type { TicketOrder } from '@/lib/schemas/order';
import type { OrderGroup } from '@/lib/orders/visibility';
import { OrderList } from '@/components/orders/order-list';
import { eventLocation, eventWhen } from '@/lib/tickets/order-event';
import { TICKET_TYPE_LABEL } from '@/lib/tickets/order';
import { ticketEventHref } from '@/lib/tickets/links';
import { assetPath } from '@/lib/url/paths';
import Link from '@/components/ui/link';
import { formatDateTimeWithZone, formatUSD } from '@/lib/format/en-us';
import { saveFile } from '@/lib/ui/save-file';
import { Button } from '@/components/ui/button';
import { TicketQr } from './ticket-qr';
import { useOrderEvent } from './use-order-event';

/**
 * Ticket orders of one group (the signed-in athlete's, or those made while signed out:
 * lib/orders/visibility), newest first: event, date, time, venue, type, seats, amounts, one QR code
 * per ticket and an "Add to calendar" file. The event's date and place are what the order kept when
 * paid, brought up to date from the league's published details (./use-order-event). Other tabs'
 * purchases appear through the store sync.
 */
export function TicketOrders({ group }: { group: OrderGroup }) {
  return (
    <OrderList
      kind="ticket"
      group={group}
      label="Ticket orders"
      loading="Loading your tickets…"
      empty={{
        signedOut: 'No tickets bought while signed out.',
        title: 'No tickets yet.',
        text: 'Tickets you buy in this browser appear here with a QR code for each seat.',
        href: '/buy-tickets/',
        cta: 'Find events',
      }}
    >
      {(o) => <OrderCard order={o} />}
    </OrderList>
  );
}

function OrderCard({ order }: { order: TicketOrder }) {
  const { event, listed, note } = useOrderEvent(order);
  const when = event ? eventWhen(event) : null;
  const [calendarError, setCalendarError] = useState('');
  const type = TICKET_TYPE_LABEL[order.ticketType];
  const headingId = `order-${order.id}`;

  const addToCalendar = async () => {
    if (!event) return;
    setCalendarError('');
    try {
      const { buildOrderIcs, icsFileName } = await import('@/lib/tickets/calendar');
      const url = new URL(assetPath(ticketEventHref(event.id)), window.location.href).href;
      saveFile(icsFileName(order.eventTitle), new Blob([buildOrderIcs(order, event, { url })], { type: 'text/calendar;charset=utf-8' }));
    } catch {
      setCalendarError('The calendar file could not be created. Please try again.');
    }
  };

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {listed ? (
              <Link href={ticketEventHref(order.eventId)} className="underline-offset-4 hover:text-brand-800 hover:underline">
                {order.eventTitle}
              </Link>
            ) : (
              order.eventTitle
            )}
          </h3>
          {event && when ? (
            <p className="mt-1 text-slate-700">
              <time dateTime={new Date(when.start).toISOString()}>
                {when.dateLabel} · {when.timeLabel}
              </time>
              <br />
              {eventLocation(event)}
            </p>
          ) : null}
          {note ? <p className="mt-1 text-sm font-semibold text-slate-700">{note}</p> : null}
        </div>
        {event ? (
          <Button variant="outline" size="sm" onClick={addToCalendar} aria-label={`Add to calendar: ${order.eventTitle}`}>
            Add to calendar
          </Button>
        ) : null}
      </div>
      {calendarError ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {calendarError}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-700">Ticket type</dt>
          <dd className="font-semibold">{type}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Seats</dt>
          <dd className="font-semibold">{order.quantity}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Tickets + fee</dt>
          <dd className="font-semibold">
            {order.quantity} x {formatUSD(order.unitPrice)} + {formatUSD(order.fee)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Total paid</dt>
          <dd className="font-semibold">{formatUSD(order.total)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-700">Order</dt>
          <dd className="font-mono text-xs break-all">{order.id}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-700">PayPal order</dt>
          <dd className="font-mono text-xs break-all">
            {order.paypalOrderId} · bought {formatDateTimeWithZone(order.createdAt)}
          </dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label={`Tickets for ${order.eventTitle}`}>
        {order.ticketIds.map((id, i) => (
          <li key={id}>
            <TicketQr ticketId={id} label={`${type} seat ${i + 1} of ${order.quantity}, ${order.eventTitle}`} />
          </li>
        ))}
      </ul>
    </article>
  );
}
