'use client';
import { useState } from 'react';
import { displayName } from '@/lib/accounts';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useAdminStore, usePayouts } from '@/lib/stores/admin-store';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/table';

export function AdminAthletes({ sportName, samples }: { sportName: (slug: string) => string; samples: LeagueSamples }) {
  const sampleAthletes = samples.roster;
  const users = useAccountsStore((s) => s.users);
  const applications = useAdminStore((s) => s.applications);
  const payouts = usePayouts(samples.payouts);
  const { reviewApplication, processPayouts } = useAdminStore.getState();
  const [payoutMessage, setPayoutMessage] = useState('');
  const local = users.filter((u) => !sampleAthletes.some((a) => a.id === u.id));
  const pending = payouts.filter((p) => p.status === 'pending');
  // Athletes registered in this browser have no figures yet.
  const roster = [
    ...sampleAthletes,
    ...local.map((u) => ({ id: u.id, name: displayName(u), sport: u.selectedSport, totalEarnings: 0, eventsWon: 0, ticketsSold: 0, avgTicketPrice: 0 })),
  ];
  const nameOf = (athleteId: string) => {
    const sample = sampleAthletes.find((a) => a.id === athleteId);
    const user = users.find((u) => u.id === athleteId);
    return sample?.name ?? (user ? displayName(user) : athleteId);
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="roster-title">
        <h3 id="roster-title" className="text-xl font-bold">
          Athletes
        </h3>
        <DataTable
          caption="Sample and locally registered athletes"
          hideCaption
          scrollLabel="Athletes table"
          className="mt-3"
          tableClassName="min-w-[40rem]"
          rows={roster}
          rowKey={(a) => a.id}
          columns={[
            { header: 'Name', rowHeader: true, cell: (a) => a.name },
            { header: 'Sport', cell: (a) => sportName(a.sport) },
            { header: 'Total earnings', numeric: true, cell: (a) => formatUSD(a.totalEarnings) },
            { header: 'Events won', numeric: true, cell: (a) => formatNumber(a.eventsWon) },
            { header: 'Tickets sold', numeric: true, cell: (a) => formatNumber(a.ticketsSold) },
            { header: 'Avg ticket', numeric: true, cell: (a) => formatUSD(a.avgTicketPrice) },
          ]}
        />
      </section>

      <section aria-labelledby="applications-title">
        <h3 id="applications-title" className="text-xl font-bold">
          Review Applications
        </h3>
        {local.length ? (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {local.map((u) => {
              const decision = applications[u.id];
              const name = displayName(u);
              return (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <span>
                    <span className="block font-semibold">{name}</span>
                    <span className="text-sm text-slate-700">
                      {sportName(u.selectedSport)} · {u.email} · joined {formatDate(u.createdAt)} · {u.uploads.length} file(s)
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge tone={decision?.status === 'approved' ? 'success' : decision?.status === 'rejected' ? 'danger' : 'warning'}>
                      {decision?.status === 'approved' ? 'Approved' : decision?.status === 'rejected' ? 'Rejected' : 'Pending'}
                    </Badge>
                    {(
                      [
                        ['approved', 'Approve', 'outline'],
                        ['rejected', 'Reject', 'ghost'],
                      ] as const
                    ).map(([status, label, variant]) => (
                      <Button
                        key={status}
                        size="sm"
                        variant={variant}
                        onClick={() => reviewApplication(u.id, status)}
                        disabled={decision?.status === status}
                        aria-label={`${label} ${name}`}
                      >
                        {label}
                      </Button>
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">No applications yet. Athletes who join in this browser appear here.</p>
        )}
      </section>

      <section aria-labelledby="payouts-admin-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="payouts-admin-title" className="text-xl font-bold">
            Payouts
          </h3>
          <Button
            onClick={() => {
              const n = processPayouts(samples.payouts);
              setPayoutMessage(n ? `${n} payout${n === 1 ? '' : 's'} marked completed` : 'No pending payouts');
            }}
            disabled={!pending.length}
          >
            Process Payouts
          </Button>
        </div>
        <p role="status" className="mt-2 font-semibold text-emerald-800 empty:hidden">
          {payoutMessage}
        </p>
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {payouts.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <span className="block font-semibold">
                  {nameOf(p.athleteId)}: {p.eventName}
                </span>
                <span className="text-sm text-slate-700">{formatDate(p.date)}</span>
              </span>
              <span className="flex items-center gap-3">
                <span className="font-bold">{formatUSD(p.amount)}</span>
                <Badge tone={p.status === 'completed' ? 'success' : 'warning'}>{p.status === 'completed' ? 'Completed' : 'Pending'}</Badge>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
