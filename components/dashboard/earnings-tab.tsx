import type { DashboardData } from '@/lib/dashboard/derive';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { Badge } from '@/components/ui/badge';
import { StatTiles } from '@/components/ui/stat-tiles';
import { DataTable } from '@/components/ui/table';

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
          <DataTable
            caption="Ticket sales at your events"
            hideCaption
            scrollLabel="Ticket sales table"
            className="mt-3"
            tableClassName="min-w-[32rem]"
            rows={ticketSales}
            rowKey={(t) => t.id}
            columns={[
              { header: 'Event', rowHeader: true, cell: (t) => t.eventName },
              { header: 'Date', cell: (t) => formatDate(t.date) },
              { header: 'Tickets', numeric: true, cell: (t) => formatNumber(t.ticketsSold) },
              { header: 'Price', numeric: true, cell: (t) => formatUSD(t.pricePerTicket) },
              { header: 'Revenue', numeric: true, cell: (t) => formatUSD(t.totalRevenue) },
            ]}
          />
        ) : (
          <p className="mt-3 text-slate-700">No ticket sales yet. When your events sell tickets, the figures appear here.</p>
        )}
      </section>
    </div>
  );
}
