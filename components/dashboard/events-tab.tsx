import Link from '@/components/ui/link';
import type { DashboardData } from '@/lib/dashboard/derive';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { Badge } from '@/components/ui/badge';

export function EventsTab({ data, sportName }: { data: DashboardData; sportName: (slug: string) => string }) {
  return (
    <div className="space-y-4">
      {data.events.length ? (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {data.events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <span>
                <span className="block font-semibold">{e.title}</span>
                <span className="text-sm text-slate-700">
                  {sportName(e.sport)} · {formatDate(e.date)} ·{' '}
                  {e.prizeKind === 'pool' ? `prize pool ${formatUSD(e.prize)}` : e.prize ? `won ${formatUSD(e.prize)}` : 'no prize money'}
                </span>
              </span>
              <span className="flex gap-2">
                {e.labels.map((l) => (
                  <Badge key={l} tone={l === 'Won' ? 'success' : l === 'Completed' ? 'neutral' : 'brand'}>
                    {l}
                  </Badge>
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">You have not entered any events yet.</p>
      )}
      <p>
        <Link href="/upcoming-contests/" className="font-semibold text-brand-800 underline">
          Find events to enter
        </Link>
      </p>
    </div>
  );
}
