'use client';
import { useEffect, useRef, useState } from 'react';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { TICKET_SUCCESS_MESSAGE } from '@/lib/tickets/constants';
import type { TicketPurchaseResult } from './purchase-dialog';

/**
 * The state around the purchase dialog, shared by the tickets list and an event's own page: which
 * event is being bought, the success message and last order, and focus given back to the button
 * that opened the dialog (or to the status message after a purchase, or when that button is gone or
 * disabled).
 */
export function useTicketPurchase() {
  const [buying, setBuying] = useState<TicketEvent | null>(null);
  const [message, setMessage] = useState('');
  const [last, setLast] = useState<TicketPurchaseResult | null>(null);

  // The dialog is opened by state, not a Radix trigger, so focus goes back to the opener by hand.
  const opener = useRef<HTMLElement | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // After a purchase, focus (and so the screen) goes to the confirmation and receipt, wherever the
  // list had been scrolled to: a fan who sees no change may think the payment failed and pay again.
  const purchased = useRef(false);
  useEffect(() => {
    if (buying) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = purchased.current ? null : opener.current;
    purchased.current = false;
    const id = window.setTimeout(() => {
      if (target?.isConnected && !(target as HTMLButtonElement).disabled) target.focus();
      else statusRef.current?.focus();
    }, 0);
    return () => window.clearTimeout(id);
  }, [buying]);

  const buy = (event: TicketEvent) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMessage('');
    setBuying(event);
  };
  const onPurchased = (result: TicketPurchaseResult) => {
    purchased.current = true;
    setBuying(null);
    setLast(result);
    setMessage(TICKET_SUCCESS_MESSAGE);
  };
  const close = () => setBuying(null);

  return { buying, buy, close, onPurchased, message, last, statusRef };
}

export type TicketPurchase = ReturnType<typeof useTicketPurchase>;
