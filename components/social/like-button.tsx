'use client';
import { formatNumber } from '@/lib/format/en-us';
import { likeCount } from '@/lib/contests/winners';
import { useLikesStore } from '@/lib/stores/likes-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { cn } from '@/lib/ui/cn';

/** Like toggle, remembered in this browser (likes-store). Shows the published count until storage is read. */
export function LikeButton({ likeKey, baseLikes, subject }: { likeKey: string; baseLikes: number; subject: string }) {
  const hydrated = useHasHydrated();
  const stored = useLikesStore((s) => s.liked.includes(likeKey));
  const liked = hydrated && stored;
  const count = likeCount(baseLikes, liked);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like ${subject}, ${formatNumber(count)} likes`}
      onClick={() => useLikesStore.getState().toggle(likeKey)}
      disabled={!hydrated}
      className={cn(
        'js-only inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold',
        liked ? 'border-accent-700 bg-pink-50 text-accent-700' : 'border-slate-300 bg-white text-ink hover:bg-slate-50',
      )}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill={liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.2 3.2 4.5 6.8 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.8 3.7 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span aria-hidden="true">{formatNumber(count)}</span>
    </button>
  );
}
