import type { TicketEventStatus } from '@/lib/schemas/ticket-event';
import { Badge } from '@/components/ui/badge';

const LABEL: Record<TicketEventStatus, string> = { upcoming: 'TICKETS AVAILABLE', live: 'LIVE NOW', 'sold-out': 'SOLD OUT' };
const TONE = { upcoming: 'success', live: 'accent', 'sold-out': 'danger' } as const;

export function TicketStatusBadge({ status }: { status: TicketEventStatus }) {
  return <Badge tone={TONE[status]}>{LABEL[status]}</Badge>;
}
