'use client';
import { useNow } from '@/components/ui/use-now';
import { ButtonLink } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { cn } from '@/lib/ui/cn';

/**
 * The live contest, announced wherever the league points fans to it (tickets page, upcoming
 * contests): "Live now" until voting closes by data/live.json and the visitor's clock, then says it
 * has ended. Both ways lead to the contest and to the live competition athletes can join.
 */
export function LiveBanner({ endsAt, className }: { endsAt: number; className?: string }) {
  const live = useNow() < endsAt;
  return (
    <section
      aria-labelledby="live-now"
      className={cn('flex flex-col items-start gap-4 rounded-3xl bg-night p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8', className)}
    >
      <div>
        <p className="flex items-center gap-2 text-sm font-bold tracking-widest text-pink-200 uppercase">
          <span aria-hidden="true" className={cn('inline-block h-3 w-3 rounded-full', live ? 'bg-red-500' : 'bg-slate-400')} />{' '}
          {live ? 'Live now' : 'Voting closed'}
        </p>
        <h2 id="live-now" className="mt-1 text-2xl font-extrabold">
          {live ? 'Live Event Happening Now' : 'The live contest has ended'}
        </h2>
        <p className="mt-1 text-white/85">
          {live
            ? 'Watch the competitors, cheer in the chat and cast your vote before the countdown ends.'
            : 'See how the votes fell, and who is competing in the next events.'}{' '}
          Athletes can{' '}
          <Link href="/live-event/" className="font-semibold text-white underline underline-offset-4">
            join the live competition
          </Link>
          .
        </p>
      </div>
      <ButtonLink href="/live-contest/" variant="light">
        {live ? 'Watch live' : 'See the contest'}
      </ButtonLink>
    </section>
  );
}
