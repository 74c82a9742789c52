import { LIVE_DEMO_NOTE } from '@/lib/live/constants';
import { cn } from '@/lib/ui/cn';

/**
 * The live pages' plain word on their figures: a static site has no stream or chat server, so the
 * counts that move and the messages from others are the demonstration's (decisions §6), never
 * presented as a live count of real people.
 */
export function LiveDemoNote({ className }: { className?: string }) {
  return <span className={cn('block text-sm font-normal', className)}>{LIVE_DEMO_NOTE}</span>;
}
