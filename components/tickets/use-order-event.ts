'use client';
import { useEffect, useState } from 'react';
import type { TicketOrder } from '@/lib/schemas/order';
import { fetchOrderEvent, orderEventView, type OrderEvent, type OrderEventView } from '@/lib/tickets/order-event';
import type { Published } from '@/lib/url/published';

/** An order's event as the card shows it: what the order kept, brought up to date from the league's published details. */
export function useOrderEvent(order: TicketOrder): OrderEventView {
  const [published, setPublished] = useState<Published<OrderEvent> | null>(null);
  useEffect(() => {
    let live = true;
    void fetchOrderEvent(order.eventId).then((answer) => {
      if (live) setPublished(answer);
    });
    return () => {
      live = false;
    };
  }, [order.eventId]);
  return orderEventView(order.event, published);
}
