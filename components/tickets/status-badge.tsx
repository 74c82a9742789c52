import type { TicketState } from '@/lib/tickets/availability';
import { Badge } from '@/components/ui/badge';

const LABEL: Record<TicketState, string> = { 'on-sale': 'TICKETS AVAILABLE', live: 'LIVE NOW', 'sold-out': 'SOLD OUT', ended: 'ENDED' };
const TONE = { 'on-sale': 'success', live: 'accent', 'sold-out': 'danger', ended: 'neutral' } as const;

export function TicketStatusBadge({ state }: { state: TicketState }) {
  return <Badge tone={TONE[state]}>{LABEL[state]}</Badge>;
}
