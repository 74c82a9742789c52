'use client';
import dynamic from 'next/dynamic';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';
import { Button } from '@/components/ui/button';
import type { Team } from '@/lib/schemas/sport-tabs';

// Radix Dialog loads with the first click, not with the sport page.
const TeamDialog = dynamic(() => import('./team-dialog').then((m) => m.TeamDialog));

export function TeamDetailsButton({ team, sportName }: { team: Team; sportName: string }) {
  const { open, show, close, ref } = useDialogTrigger();
  return (
    <>
      <Button
        ref={ref}
        variant="outline"
        size="sm"
        className="js-only mt-4 w-full"
        onClick={show}
        aria-haspopup="dialog"
        aria-label={`View Team Details: ${team.name}`}
      >
        View Team Details
      </Button>
      {open ? <TeamDialog team={team} sportName={sportName} onClose={close} /> : null}
    </>
  );
}
