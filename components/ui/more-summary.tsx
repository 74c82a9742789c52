import { cn } from '@/lib/ui/cn';
import { Chevron } from './chevron';

/** The chip-shaped summary of a <details className="group"> that folds a filter's further choices: "More sports (24)". */
export function MoreSummary({ label, count, className }: { label: string; count: number; className?: string }) {
  return (
    <summary
      className={cn(
        'inline-flex min-h-11 w-fit items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50',
        className,
      )}
    >
      {label} ({count})
      <Chevron />
    </summary>
  );
}
