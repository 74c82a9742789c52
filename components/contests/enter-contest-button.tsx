'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { Button, ButtonLink, type ButtonVariants } from '@/components/ui/button';
import type { ContestSummary } from './enter-contest-dialog';

const EnterContestDialog = dynamic(() => import('./enter-contest-dialog').then((m) => m.EnterContestDialog), { ssr: false });

/** Visitors go to /join/?event=<id> (a plain link, works without JS); a signed-in athlete opens the entry dialog. */
export function EnterContestButton({ contest, label, variant, className }: { contest: ContestSummary; label: string; variant?: ButtonVariants['variant']; className?: string }) {
  const hydrated = useHasHydrated();
  const userId = useSessionStore((s) => s.userId);
  const [open, setOpen] = useState(false);
  const text = (
    <>
      {label}
      <span className="sr-only">: {contest.title}</span>
    </>
  );
  if (!hydrated || !userId) {
    return (
      <ButtonLink href={`/join/?event=${contest.id}`} variant={variant} className={className}>
        {text}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {text}
      </Button>
      {open ? <EnterContestDialog contest={contest} userId={userId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
