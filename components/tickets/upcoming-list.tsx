'use client';
import type { ReactNode } from 'react';
import { useNow } from '@/components/ui/use-now';
import { CappedNote } from '@/components/ui/capped-note';
import { stillToCome } from '@/lib/tickets/upcoming';
import { cn } from '@/lib/ui/cn';

/**
 * The items of a list of upcoming events, each leaving the list once it is over by the visitor's
 * clock (a page built earlier left out only what was over then); `none` once none is left, and the
 * cut list's count of what is still to come.
 */
export function UpcomingList({
  items,
  total,
  lastEndMs,
  none,
  name,
  more,
  className,
}: {
  /** The events shown, soonest first: each one's id, end (ms since epoch) and card. */
  items: readonly { id: number; endMs: number; card: ReactNode }[];
  /** How many the whole list holds (the shown ones are the first of them). */
  total: number;
  /** When the last event of the whole list ends (ms since epoch). */
  lastEndMs: number;
  none: string;
  name: string;
  more: ReactNode;
  className?: string;
}) {
  const left = stillToCome(
    items.map((i) => i.endMs),
    total,
    lastEndMs,
    useNow(),
  );
  if (left.total === 0) return <p className={cn('text-slate-700', className)}>{none}</p>;
  return (
    <div className={className}>
      <ul className="grid gap-6" data-list={name}>
        {items.map((item, i) =>
          left.toCome[i] ? (
            <li key={item.id} data-event={item.id}>
              {item.card}
            </li>
          ) : null,
        )}
      </ul>
      <CappedNote list={{ shown: Array.from({ length: left.shown }), total: left.total }} more={more} name={name} />
    </div>
  );
}
