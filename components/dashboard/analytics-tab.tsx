'use client';
import dynamic from 'next/dynamic';
import type { DashboardData } from '@/lib/dashboard/derive';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { StatTiles } from '@/components/ui/stat-tiles';

// The charts are only fetched when this tab is shown (heavy code loads on use).
const AnalyticsCharts = dynamic(() => import('./charts'), {
  loading: () => <p role="status">Loading charts…</p>,
});

export function AnalyticsTab({ data }: { data: DashboardData }) {
  const p = data.profile;
  return (
    <div className="space-y-8">
      <StatTiles
        label="Your season at a glance"
        items={[
          { label: 'Total Earnings', value: formatUSD(p.totalEarnings) },
          { label: 'Events Entered', value: formatNumber(p.eventsEntered) },
          { label: 'Events Won', value: formatNumber(p.eventsWon) },
          { label: 'Tickets Sold', value: formatNumber(p.ticketsSold) },
        ]}
      />
      <p className="text-sm text-slate-700">
        Figures come from your activity on this site: contest entries, payouts, ticket sales and the tickets you buy. Average ticket price at your events:{' '}
        {p.avgTicketPrice ? formatUSD(p.avgTicketPrice) : 'no sales yet'}.
      </p>
      <AnalyticsCharts monthly={data.monthly} sports={data.sports} />
    </div>
  );
}
