'use client';
import { NEWS_INTERVAL_MS } from '@/lib/ui/rotation';
import { useRotation } from './use-rotation';
import { PauseButton } from './pause-button';

/** Breaking-news banner: six headlines, one every 4 s; pauses on hover/focus and on request. */
export function NewsTicker({ headlines }: { headlines: string[] }) {
  const { index, paused, setPaused, holdProps } = useRotation(headlines.length, NEWS_INTERVAL_MS);
  return (
    <section aria-label="Breaking news" className="bg-accent-700 text-white" {...holdProps}>
      {/* On a phone the headline takes its own full-width row of up to three lines (room held, so the
          page below does not move as headlines change); from sm up it shares the row, cut to one line. */}
      <div className="container-page flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5 text-sm sm:flex-nowrap sm:justify-start">
        <span className="shrink-0 rounded bg-white px-2 py-0.5 text-xs font-extrabold text-accent-700 uppercase">Breaking</span>
        <p
          className="order-last line-clamp-3 min-h-[3lh] min-w-0 basis-full sm:order-none sm:line-clamp-none sm:min-h-0 sm:flex-1 sm:basis-auto sm:truncate"
          aria-live={paused ? 'polite' : 'off'}
        >
          <span className="sr-only">
            Headline {index + 1} of {headlines.length}:{' '}
          </span>
          {headlines[index]}
        </p>
        <PauseButton
          paused={paused}
          onToggle={() => setPaused(!paused)}
          what="headlines"
          className="js-only shrink-0 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold hover:bg-white/25 focus-visible:outline-white"
        />
      </div>
    </section>
  );
}
