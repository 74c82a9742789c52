import type { ReactNode } from 'react';
import { cappedCount } from '@/lib/paging/record-lists';
import { cn } from '@/lib/ui/cn';

/**
 * Under a record page's capped list (lib/paging/record-lists.ts): "Showing 3 of 41." and where all of
 * them are (`more`). Nothing when the list is shown whole. `name` marks it for the specs
 * (`data-capped`).
 */
export function CappedNote({
  list,
  more,
  name,
  className,
}: {
  list: { shown: readonly unknown[]; total: number };
  more: ReactNode;
  name: string;
  className?: string;
}) {
  const count = cappedCount(list);
  if (!count) return null;
  return (
    <p className={cn('mt-4 text-sm text-slate-700', className)} data-capped={name}>
      {count}. {more}
    </p>
  );
}
