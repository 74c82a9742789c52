import type { DashboardData } from '@/lib/dashboard/derive';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { Badge } from '@/components/ui/badge';
import { StatTiles } from '@/components/ui/stat-tiles';

export function EarningsTab({ data }: { data: DashboardData }) {
  const { earnings, payouts, ticketSales } = data;
  return (
    <div className="space-y-8">
      <StatTiles
        label="Earnings"
        items={[
          { label: 'Total Earnings', value: formatUSD(earnings.total) },
          { label: 'Paid Out', value: formatUSD(earnings.completed) },
          { label: 'Pending', value: formatUSD(earnings.pending) },
          { label: 'Payouts', value: formatNumber(payouts.length) },
        ]}
      />
      <section aria-labelledby="payouts-title">
        <h3 id="payouts-title" className="text-xl font-bold">
          Payouts
        </h3>
        {payouts.length ? (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <span>
                  <span className="block font-semibold">{p.eventName}</span>
                  <span className="text-sm text-slate-700">{formatDate(p.date)}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-bold">{formatUSD(p.amount)}</span>
                  <Badge tone={p.status === 'completed' ? 'success' : 'warning'}>{p.status === 'completed' ? 'Completed' : 'Pending'}</Badge>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">
            No payouts yet. Prize money appears here after you place in an event; payouts are made within 30 days of the contest end.
          </p>
        )}
      </section>
      <section aria-labelledby="sales-title">
        <h3 id="sales-title" className="text-xl font-bold">
          Ticket sales
        </h3>
        {ticketSales.length ? (
          <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Ticket sales table">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Ticket sales at your events</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Event
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Tickets
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Price
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {ticketSales.map((t) => (
                  <tr key={t.id} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {t.eventName}
                    </th>
                    <td className="py-2 pr-4">{formatDate(t.date)}</td>
                    <td className="py-2 pr-4 text-right">{formatNumber(t.ticketsSold)}</td>
                    <td className="py-2 pr-4 text-right">{formatUSD(t.pricePerTicket)}</td>
                    <td className="py-2 text-right">{formatUSD(t.totalRevenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-slate-700">No ticket sales yet. When your events sell tickets, the figures appear here.</p>
        )}
      </section>
    </div>
  );
}
