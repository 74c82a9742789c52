import { AVAILABILITY_BAR_CLASS, availabilityLevel, availabilityText, availableShare } from '@/lib/tickets/availability';
import { cn } from '@/lib/utils';

/** Tickets left as a bar (blue / yellow / red, spec §4) with the share in words beside it. */
export function AvailabilityBar({ available, total }: { available: number; total: number }) {
  const level = availabilityLevel(available, total);
  const share = availableShare(available, total);
  const text = availabilityText(available, total);
  return (
    <div>
      <div
        role="meter"
        aria-label="Tickets available"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={available}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div data-level={level} className={cn('h-full rounded-full', AVAILABILITY_BAR_CLASS[level])} style={{ width: `${Math.round(share * 1000) / 10}%` }} />
      </div>
      <p className="mt-1 text-xs font-medium text-slate-700">{text}</p>
    </div>
  );
}
