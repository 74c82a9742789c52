import { cn } from '@/lib/ui/cn';

/** The down chevron of a disclosure's summary; it turns up while the `group` <details> is open. */
export function Chevron({ size = 12, className }: { size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 12 12" className={cn('shrink-0 transition-transform group-open:rotate-180', className)}>
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
