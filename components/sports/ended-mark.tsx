'use client';
import { useNow } from '@/components/ui/use-now';

/** " · Ended" once `endMs` has passed by the visitor's clock (a list pre-rendered earlier left out only what was over then). */
export function EndedMark({ endMs }: { endMs: number }) {
  return useNow() >= endMs ? <span className="font-semibold text-slate-800"> · Ended</span> : null;
}
