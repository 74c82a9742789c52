'use client';
import type { ShopOrder } from '@/lib/schemas/order';
import type { OrderGroup } from '@/lib/orders/visibility';
import { shopOrderStatus, shopReceipt } from '@/lib/shop/checkout';
import { addressLines } from '@/lib/payments/receipt';
import { fromCents, toCents } from '@/lib/shop/cart';
import { formatUSD } from '@/lib/format/en-us';
import { ReceiptView } from '@/components/payments/payment-notices';
import { useOrderGroup } from './use-order-group';
import { OrderList } from './order-list';

const money = (n: number) => formatUSD(n, { cents: true });
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Shop orders, listed for the buyer: status, lines, subtotal, shipping, total, address and the receipt. */
export function ShopOrders({ group }: { group: OrderGroup }) {
  return (
    <OrderList
      kind="shop"
      group={group}
      label="Shop orders"
      loading="Loading your orders…"
      empty={{
        signedOut: 'No shop orders made while signed out.',
        title: 'No shop orders yet.',
        text: 'Orders you pay for in the shop from this browser appear here.',
        href: '/purchase-uniforms/',
        cta: 'Visit the shop',
      }}
    >
      {(o) => <ShopOrderCard order={o} />}
    </OrderList>
  );
}

function ShopOrderCard({ order }: { order: ShopOrder }) {
  const headingId = `order-${order.id}`;
  const subtotal = order.subtotal ?? fromCents(order.lines.reduce((c, l) => c + toCents(l.price) * l.quantity, 0));
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-xl font-bold">
        Order {order.id}
      </h3>
      <p className="mt-1 text-slate-700">
        <strong className={order.paypalOrderId ? 'text-emerald-800' : 'text-amber-900'}>{shopOrderStatus(order)}</strong> · placed {when(order.createdAt)}
        {order.paypalOrderId ? (
          <>
            {' '}
            · PayPal order <span className="font-mono text-xs break-all">{order.paypalOrderId}</span>
          </>
        ) : null}
      </p>
      <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200 text-sm" aria-label={`Items in order ${order.id}`}>
        {order.lines.map((l, i) => (
          <li key={`${l.productId}-${i}`} className="flex justify-between gap-3 py-2">
            <span>
              {l.quantity} x {l.name}
              {l.size ? ` · Size ${l.size}` : ''}
              {l.color ? ` · ${l.color}` : ''}
            </span>
            <span className="font-semibold">{money(fromCents(toCents(l.price) * l.quantity))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Subtotal · shipping</dt>
          <dd className="font-semibold">
            {money(subtotal)} · {order.shipping === undefined ? 'not recorded' : order.shipping === 0 ? 'free' : money(order.shipping)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">{order.paypalOrderId ? 'Total paid' : 'Total'}</dt>
          <dd className="font-semibold">{money(order.total)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-700">Ships to</dt>
          <dd>{order.address ? <address className="not-italic">{addressLines(order.address).join(', ')}</address> : 'No address recorded'}</dd>
        </div>
      </dl>
      {order.paypalOrderId ? (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">Receipt</summary>
          <ReceiptView receipt={shopReceipt({ ...order, paypalOrderId: order.paypalOrderId })} payerEmail={order.payerEmail} />
        </details>
      ) : null}
    </article>
  );
}

/** Contest entry fees paid from this browser, each with its PayPal id and whether the entry was saved. */
export function EntryPayments({ group }: { group: OrderGroup }) {
  const { hydrated, list } = useOrderGroup('entry', group);
  if (!hydrated) return null;
  if (list.length === 0)
    return <p className="text-slate-700">{group === 'mine' ? 'No entry fees paid from this browser.' : 'No entry fees paid while signed out.'}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Contest entry fees">
      {list.map((p) => (
        <li key={p.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <p className="font-semibold">{p.contestTitle}</p>
          <p className="text-slate-700">
            {money(p.total)} paid {when(p.createdAt)} · PayPal order <span className="font-mono text-xs break-all">{p.paypalOrderId}</span>
          </p>
          <p className={p.entryId ? 'text-emerald-800' : 'font-semibold text-amber-900'}>
            {p.entryId ? 'Entry saved: see your dashboard (Events tab).' : 'The entry could not be saved: contact us with this PayPal id.'}
          </p>
        </li>
      ))}
    </ul>
  );
}
