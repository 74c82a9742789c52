import { AVAILABILITY_HIGH_ABOVE, AVAILABILITY_MEDIUM_ABOVE } from '@/lib/constants';
import type { TicketEventStatus } from '@/lib/schemas/ticket-event';
import { formatNumber } from '@/lib/format';

export type AvailabilityLevel = 'high' | 'medium' | 'low';

/** Share of capacity still on sale, 0..1. */
export function availableShare(available: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, available / total));
}

/** Spec §4: blue above 50% available, yellow above 20% up to 50%, red at 20% or below. */
export function availabilityLevel(available: number, total: number): AvailabilityLevel {
  const share = availableShare(available, total);
  if (share > AVAILABILITY_HIGH_ABOVE) return 'high';
  if (share > AVAILABILITY_MEDIUM_ABOVE) return 'medium';
  return 'low';
}

export const AVAILABILITY_BAR_CLASS: Record<AvailabilityLevel, string> = {
  high: 'bg-blue-600',
  medium: 'bg-yellow-400',
  low: 'bg-red-600',
};

/** "68% available (342 of 500 left)": the share in words, not colour alone. */
export function availabilityText(available: number, total: number): string {
  if (available <= 0) return `Sold out (0 of ${formatNumber(total)} left)`;
  const pct = Math.round(availableShare(available, total) * 100);
  return `${pct === 0 ? '<1' : pct}% available (${formatNumber(available)} of ${formatNumber(total)} left)`;
}

/** No tickets left means sold out, whatever the data says. */
export function effectiveStatus(status: TicketEventStatus, available: number): TicketEventStatus {
  return available <= 0 ? 'sold-out' : status;
}
