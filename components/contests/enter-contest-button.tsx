'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSessionStore } from '@/lib/stores/session-store';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { contestPhase, contestWindow, entryClosedLabel } from '@/lib/contests/entry';
import { useNowUntil } from '@/components/ui/use-now-until';
import { Button, ButtonLink, type ButtonVariants } from '@/components/ui/button';
import type { ContestSummary } from './enter-contest-dialog';

const EnterContestDialog = dynamic(() => import('./enter-contest-dialog').then((m) => m.EnterContestDialog), { ssr: false });

/**
 * Enter a contest while its entry is open (until it starts, by the visitor's clock). Visitors go to
 * /join/?contest=<id> (a plain link, works without JS); a signed-in athlete opens the entry dialog
 * with its payment, also when the page was opened for it (`autoOpen`, /upcoming-contests/?enter=<id>).
 * An athlete who has entered it is told so, the button leading to her entries on the dashboard.
 * Once the contest has started it is a disabled button saying entry is closed, the same size, so
 * the page does not move when it corrects the pre-rendered state.
 */
export function EnterContestButton({
  contest,
  label,
  variant,
  className,
  autoOpen = false,
}: {
  contest: ContestSummary;
  label: string;
  variant?: ButtonVariants['variant'];
  className?: string;
  autoOpen?: boolean;
}) {
  const hydrated = useHasHydrated();
  const userId = useSessionStore((s) => s.userId);
  const entered = useAccountsStore((s) => userId !== null && s.entries.some((e) => e.userId === userId && e.contestId === contest.id));
  // Re-read at the start itself, so the button and an open entry dialog close together.
  const phase = contestPhase(contest, useNowUntil(contestWindow(contest).startMs));
  const [chosen, setChosen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // Opened for the link (?enter=<id>): stays open, even once the link no longer asks for it (entry
  // closed meanwhile), until the athlete closes it.
  if (autoOpen && !dismissed && !chosen && hydrated && userId) setChosen(true);
  // An open dialog stays open across the contest's start: its payment step then says entry closed.
  const dialog =
    chosen && hydrated && userId ? (
      <EnterContestDialog
        contest={contest}
        userId={userId}
        open
        onOpenChange={(next) => {
          setChosen(next);
          if (!next) setDismissed(true);
        }}
      />
    ) : null;
  if (phase !== 'upcoming') {
    const closed = entryClosedLabel(phase);
    return (
      <>
        <Button variant={variant} className={className} disabled aria-label={`${closed}: ${contest.title}`}>
          {closed}
        </Button>
        {dialog}
      </>
    );
  }
  const text = (
    <>
      {label}
      <span className="sr-only">: {contest.title}</span>
    </>
  );
  if (hydrated && userId && entered && !chosen) {
    // Already in: the card says so and leads to her entries, instead of offering to enter again.
    return (
      <ButtonLink href="/user/dashboard/" variant="outline" className={className}>
        Entered
        <span className="sr-only">: {contest.title}. Your entries are on your dashboard</span>
      </ButtonLink>
    );
  }
  if (!hydrated || !userId) {
    return (
      <ButtonLink href={`/join/?contest=${contest.id}`} variant={variant} className={className}>
        {text}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setChosen(true)} aria-haspopup="dialog">
        {text}
      </Button>
      {dialog}
    </>
  );
}
