'use client';
import Link from 'next/link';
import { formatDate, formatUSD } from '@/lib/format';
import type { TicketOrder } from '@/lib/schemas/order';
import { useOrdersStore } from '@/lib/stores/orders-store';

/**
 * The signed-in athlete's ticket orders. The shared <TicketOrders userId> component (QR codes,
 * calendar files) replaces this list when the tickets work is merged.
 */
export function TicketsTab({ userId }: { userId: string }) {
  const orders = useOrdersStore((s) => s.orders);
  const mine = orders.filter((o): o is TicketOrder => o.kind === 'ticket' && o.userId === userId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="space-y-4">
      {mine.length ? (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {mine.map((o) => (
            <li key={o.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <span>
                <span className="block font-semibold">{o.eventTitle}</span>
                <span className="text-sm text-slate-700">
                  {o.quantity} × {o.ticketType === 'vip' ? 'VIP' : 'General'} at {formatUSD(o.unitPrice)} · ordered {formatDate(o.createdAt)}
                </span>
              </span>
              <span className="text-sm sm:text-right">
                <span className="block text-lg font-bold">{formatUSD(o.total)} total</span>
                <span className="text-slate-700">
                  {formatUSD(o.total - o.fee)} + {formatUSD(o.fee)} service fee
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">
          No ticket orders yet.{' '}
          <Link href="/buy-tickets/" className="font-semibold text-brand-800 underline">
            Find tickets
          </Link>
        </p>
      )}
      <p>
        <Link href="/my-tickets/" className="font-semibold text-brand-800 underline">
          Open My Tickets for QR codes and calendar files
        </Link>
      </p>
    </div>
  );
}
