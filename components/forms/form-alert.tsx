import { cn } from '@/lib/ui/cn';

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ message, className }: { message?: string; className?: string }) {
  return (
    <div role="alert" className={cn('empty:hidden', className)}>
      {message ? <p className="rounded-xl bg-red-700 px-4 py-3 font-semibold text-white">{message}</p> : null}
    </div>
  );
}
