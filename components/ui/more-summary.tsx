import { cn } from '@/lib/ui/cn';
import { Chevron } from './chevron';
import { CHIP_SHAPE } from './chip-group';

/** The chip-shaped summary of a <details className="group"> that folds a filter's further choices: "More sports (24)". */
export function MoreSummary({ label, count }: { label: string; count: number }) {
  return (
    <summary className={cn(CHIP_SHAPE, 'inline-flex w-fit items-center gap-2 border border-slate-300 bg-white text-brand-800 hover:bg-brand-50')}>
      {label} ({count})
      <Chevron />
    </summary>
  );
}
