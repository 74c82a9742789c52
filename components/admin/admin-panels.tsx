'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { collectionRecords } from '@/lib/admin/content-records';
import { adminOverview, athletesBySport, eventFigures } from '@/lib/admin/figures';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { forgetToken } from '@/lib/publishing/github-token';
import type { SportChoice } from '@/lib/sports/catalog';
import type { TicketEventData } from '@/lib/schemas/ticket-event';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useAdminStore, usePayouts } from '@/lib/stores/admin-store';
import { useDraftsStore } from '@/lib/stores/drafts-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { ConsoleHeading, ConsoleTabs } from '@/components/dashboard/console-tabs';
import { useMissingSportNames, useSportNames } from '@/components/sports/use-sport-names';
import { StatTiles } from '@/components/ui/stat-tiles';
import { DataTable } from '@/components/ui/table';
import { AdminAthletes } from './admin-athletes';
import { useContentSnapshot } from './content/use-content';

// Charts load only when the analytics tab opens.
const BarChart = dynamic(() => import('@/components/dashboard/charts').then((m) => m.BarChart), { loading: () => <p role="status">Loading chart…</p> });
// The publish tab (the data check, the publishers) loads only when it opens.
const PublishTab = dynamic(() => import('./publish/publish-tab').then((m) => m.PublishTab), { loading: () => <p role="status">Loading the publish tab…</p> });
// The content editor and the drafts load only when their tab opens.
const ContentTab = dynamic(() => import('./content/content-tab').then((m) => m.ContentTab), {
  loading: () => <p role="status">Loading the content editor…</p>,
});
// The gate (ticket checks against the PayPal activity) loads only when its tab opens.
const GateTab = dynamic(() => import('./gate/gate-tab').then((m) => m.GateTab), { loading: () => <p role="status">Loading the gate…</p> });
const DraftsTab = dynamic(() => import('./content/content-tab').then((m) => m.DraftsTab), { loading: () => <p role="status">Loading the drafts…</p> });

/**
 * The admin console: overview, content (the league's records, edited as drafts), drafts, athletes
 * and analytics tabs. Loaded only for a signed-in admin. Its events are the ticketed events of the
 * site as built (data/tickets.json, read from the build's snapshot).
 */
export function AdminPanels({ sports, samples }: { sports: SportChoice[]; samples: LeagueSamples }) {
  const sampleAthletes = samples.roster;
  const router = useRouter();
  const adminSignOut = useSessionStore((s) => s.adminSignOut);
  const snapshot = useContentSnapshot();
  const events = useMemo(() => (snapshot?.ok ? (collectionRecords('tickets', snapshot.snapshot.files) as unknown as TicketEventData[]) : []), [snapshot]);
  const draftCount = useDraftsStore((s) => s.changes.reduce((n, entry) => n + entry.drafts.length, 0));
  const payouts = usePayouts(samples.payouts);
  const applications = useAdminStore((s) => s.applications);
  const orders = useOrdersStore((s) => s.orders);
  const users = useAccountsStore((s) => s.users);
  // The page carries the featured sports' names; the others shown come from /sports.json.
  const { names, nameOf: sportName } = useSportNames(sports);
  const leagueAthletes = useMemo(
    () => (snapshot?.ok ? (collectionRecords('athletes', snapshot.snapshot.files) as unknown as { id: string; sport: string }[]) : []),
    [snapshot],
  );
  const overview = adminOverview({ events, orders, sampleAthletes, leagueAthletes, localAthleteIds: users.map((u) => u.id), applications, payouts });
  const bySport = athletesBySport(leagueAthletes, users, sampleAthletes);
  useMissingSportNames(names, [...bySport.keys()]);
  // Until the build's records are read (or when they cannot be), the figures drawn from them are not shown as zeros.
  const fromRecords = (value: string) => (snapshot === null ? 'Loading…' : snapshot.ok ? value : 'Not available');

  return (
    <div>
      <ConsoleHeading
        signOut="Sign out"
        onSignOut={() => {
          forgetToken();
          adminSignOut();
          router.push('/admin/login/');
        }}
      >
        <h2 className="text-2xl font-extrabold text-ink">League admin</h2>
      </ConsoleHeading>
      <ConsoleTabs
        label="Admin sections"
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            content: (
              <>
                {snapshot && !snapshot.ok ? (
                  <p role="alert" className="mb-4 text-red-800">
                    Events are not counted: {snapshot.message}
                  </p>
                ) : null}
                <StatTiles
                  label="League overview"
                  items={[
                    { label: 'Events', value: fromRecords(`${formatNumber(overview.events)} (${formatNumber(overview.onSale)} on sale)`) },
                    { label: 'Athletes', value: fromRecords(formatNumber(overview.athletes)) },
                    { label: 'Tickets Sold', value: formatNumber(overview.ticketsSold) },
                    { label: 'Ticket Revenue', value: formatUSD(overview.revenue) },
                  ]}
                />
                <p className="mt-6 text-slate-800">
                  {overview.pendingApplications} application{overview.pendingApplications === 1 ? '' : 's'} waiting for review; {overview.pendingPayouts}{' '}
                  pending payout
                  {overview.pendingPayouts === 1 ? '' : 's'} worth {formatUSD(overview.pendingPayoutAmount)}.
                </p>
              </>
            ),
          },
          { value: 'content', label: 'Content', content: <ContentTab /> },
          { value: 'drafts', label: `Drafts (${draftCount})`, content: <DraftsTab /> },
          {
            value: 'athletes',
            label: 'Athletes',
            content: (
              <>
                <AdminAthletes sportName={sportName} samples={samples} />
              </>
            ),
          },
          {
            value: 'analytics',
            label: 'Analytics',
            content: (
              <>
                <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
                  <div>
                    <BarChart
                      id="admin-revenue"
                      title="Ticket revenue by event"
                      color="#5b21b6"
                      format={(n) => formatUSD(n)}
                      data={events.map((e, i) => ({ label: `E${i + 1}`, value: eventFigures(e, orders).revenue }))}
                    />
                    <DataTable
                      caption="Ticket revenue by event as a table"
                      scrollLabel="Ticket revenue table"
                      className="mt-3"
                      rows={events}
                      rowKey={(e) => e.id}
                      columns={[
                        { header: 'Chart label', cell: (_, i) => `E${i + 1}` },
                        { header: 'Event', rowHeader: true, cell: (e) => e.title },
                        { header: 'Tickets', numeric: true, cell: (e) => formatNumber(eventFigures(e, orders).ticketsSold) },
                        { header: 'Revenue', numeric: true, cell: (e) => formatUSD(eventFigures(e, orders).revenue) },
                      ]}
                    />
                  </div>
                  <div>
                    <BarChart
                      id="admin-sports"
                      title="Athletes by sport"
                      color="#be185d"
                      format={formatNumber}
                      data={[...bySport].map(([slug, n]) => ({ label: sportName(slug).split(' ')[0] ?? '', value: n }))}
                    />
                    <DataTable
                      caption="Athletes by sport as a table"
                      scrollLabel="Athletes by sport table"
                      className="mt-3"
                      rows={[...bySport]}
                      rowKey={([slug]) => slug}
                      columns={[
                        { header: 'Sport', rowHeader: true, cell: ([slug]) => sportName(slug) },
                        { header: 'Athletes', numeric: true, cell: ([, n]) => formatNumber(n) },
                      ]}
                    />
                  </div>
                </div>
              </>
            ),
          },
          { value: 'gate', label: 'Gate', content: <GateTab events={events} /> },
          { value: 'publish', label: 'Publish', content: <PublishTab /> },
        ]}
      />
    </div>
  );
}
