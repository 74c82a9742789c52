'use client';
import { useState } from 'react';
import { displayName } from '@/lib/accounts';
import { SAMPLE_ATHLETES } from '@/lib/admin/sample-data';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useAdminStore } from '@/lib/stores/admin-store';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export function AdminAthletes({ sportName }: { sportName: (slug: string) => string }) {
  const users = useAccountsStore((s) => s.users);
  const applications = useAdminStore((s) => s.applications);
  const payouts = useAdminStore((s) => s.payouts);
  const { reviewApplication, processPayouts } = useAdminStore.getState();
  const [payoutMessage, setPayoutMessage] = useState('');
  const local = users.filter((u) => !SAMPLE_ATHLETES.some((a) => a.id === u.id));
  const pending = payouts.filter((p) => p.status === 'pending');
  const nameOf = (athleteId: string) => {
    const sample = SAMPLE_ATHLETES.find((a) => a.id === athleteId);
    const user = users.find((u) => u.id === athleteId);
    return sample?.name ?? (user ? displayName(user) : athleteId);
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="roster-title">
        <h3 id="roster-title" className="text-xl font-bold">
          Athletes
        </h3>
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Athletes table">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Sample and locally registered athletes</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  Sport
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Total earnings
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Events won
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Tickets sold
                </th>
                <th scope="col" className="py-2 text-right">
                  Avg ticket
                </th>
              </tr>
            </thead>
            <tbody>
              {SAMPLE_ATHLETES.map((a) => (
                <tr key={a.id} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {a.name}
                  </th>
                  <td className="py-2 pr-4">{sportName(a.sport)}</td>
                  <td className="py-2 pr-4 text-right">{formatUSD(a.totalEarnings)}</td>
                  <td className="py-2 pr-4 text-right">{formatNumber(a.eventsWon)}</td>
                  <td className="py-2 pr-4 text-right">{formatNumber(a.ticketsSold)}</td>
                  <td className="py-2 text-right">{formatUSD(a.avgTicketPrice)}</td>
                </tr>
              ))}
              {local.map((u) => (
                <tr key={u.id} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {displayName(u)}
                  </th>
                  <td className="py-2 pr-4">{sportName(u.selectedSport)}</td>
                  <td className="py-2 pr-4 text-right">{formatUSD(0)}</td>
                  <td className="py-2 pr-4 text-right">0</td>
                  <td className="py-2 pr-4 text-right">0</td>
                  <td className="py-2 text-right">{formatUSD(0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => reviewApplication(u.id, 'approved')}
                      disabled={decision?.status === 'approved'}
                      aria-label={`Approve ${name}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => reviewApplication(u.id, 'rejected')}
                      disabled={decision?.status === 'rejected'}
                      aria-label={`Reject ${name}`}
                    >
                      Reject
                    </Button>
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
              const n = processPayouts();
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
