import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** One term and its value; `className` styles the pair, `valueClassName` the value alone, `figure` marks the value for tests and scripts (data-figure). */
export interface Fact {
  term: string;
  value: ReactNode;
  className?: string;
  valueClassName?: string;
  figure?: string;
}

/**
 * A description list of facts (prize, dates, seats...). `className` lays out the list,
 * `termClassName` and `valueClassName` style every term and value.
 */
export function Facts({
  items,
  className,
  termClassName,
  valueClassName,
  pairClassName,
}: {
  items: readonly Fact[];
  className?: string;
  termClassName?: string;
  valueClassName?: string;
  /** Every pair's wrapper, e.g. "contents" for a two-column grid of terms and values. */
  pairClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((f) => (
        <div key={f.term} className={cn(pairClassName, f.className) || undefined}>
          <dt className={termClassName}>{f.term}</dt>
          <dd className={cn(valueClassName, f.valueClassName) || undefined} data-figure={f.figure}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Facts as rows, each term beside its value (a team's facts, an offer's facts). */
export function FactRows({ facts, className }: { facts: readonly (readonly [term: string, value: ReactNode])[]; className?: string }) {
  return (
    <Facts
      className={cn('grid grid-cols-[fit-content(50%)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm', className)}
      pairClassName="contents"
      termClassName="font-semibold wrap-anywhere text-slate-700"
      valueClassName="wrap-anywhere text-ink"
      items={facts.map(([term, value]) => ({ term, value }))}
    />
  );
}
