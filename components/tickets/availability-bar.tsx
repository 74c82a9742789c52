import { AVAILABILITY_BAR_CLASS, availabilityLevel, availabilityText, availableShare } from '@/lib/tickets/availability';
import { cn } from '@/lib/ui/cn';

/**
 * Tickets left as a bar (blue above 50% left, yellow above 20% up to 50%, red at 20% or below) with the share in words beside it. A static
 * site cannot know live inventory: the figure is labelled as the data's, or as the
 * data's less what this browser bought (`published` is the data file's count).
 */
export function AvailabilityBar({ available, total, published }: { available: number; total: number; published?: number }) {
  const level = availabilityLevel(available, total);
  const share = availableShare(available, total);
  const source = published === undefined || available === published ? 'when this page was published' : 'as published, less tickets bought in this browser';
  const text = `${availabilityText(available, total)} ${source}`;
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
