'use client';
import { useNow } from '@/components/ui/use-now';
import { formatNumber } from '@/lib/format/en-us';
import { countNotOver } from '@/lib/sports/figures';

/**
 * How many of a sport's listed events are not over by the visitor's clock: the build's count in the
 * HTML, recounted when the page runs, like the list's Ended marks (useNow), so the two always agree.
 */
export function UpcomingCount({ ends }: { ends: number[] }) {
  return <>{formatNumber(countNotOver(ends, useNow()))}</>;
}
