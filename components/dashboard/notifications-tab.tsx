import type { DashboardData, Notification } from '@/lib/dashboard/derive';
import { formatDate } from '@/lib/format/en-us';
import { Badge } from '@/components/ui/badge';

const kindLabel: Record<Notification['kind'], string> = {
  registration: 'Account',
  application: 'Application',
  purchase: 'Purchase',
  entry: 'Event',
  payout: 'Payout',
};

export function NotificationsTab({ data }: { data: DashboardData }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {data.notifications.map((n) => (
        <li key={n.id} className="p-4">
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="neutral">{kindLabel[n.kind]}</Badge>
            <span className="font-semibold">{n.title}</span>
            <span className="text-sm text-slate-700">{formatDate(n.date)}</span>
          </span>
          <span className="mt-1 block text-slate-800">{n.text}</span>
        </li>
      ))}
    </ul>
  );
}
