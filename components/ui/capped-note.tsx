import type { ReactNode } from 'react';
import { cappedCount } from '@/lib/paging/record-lists';

const VARIANT = {
  /** A small line under the list, there only when the list is cut. */
  note: 'mt-4 text-sm text-slate-700',
  /** The list's closing line: always there (its link leads to every record), with the count when the list is cut. */
  footer: 'mt-6',
} as const;

/**
 * Under a record page's capped list (lib/paging/record-lists.ts): "Showing 3 of 41." and where all of
 * them are (`more`). `name` marks a cut list for the specs (`data-capped`).
 */
export function CappedNote({
  list,
  more,
  name,
  variant = 'note',
}: {
  list: { shown: readonly unknown[]; total: number };
  more: ReactNode;
  name: string;
  variant?: keyof typeof VARIANT;
}) {
  const count = cappedCount(list);
  if (!count && variant === 'note') return null;
  return (
    <p className={VARIANT[variant]} data-capped={count ? name : undefined}>
      {count ? `${count}. ` : null}
      {more}
    </p>
  );
}
