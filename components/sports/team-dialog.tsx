'use client';
import { Dialog } from '@/components/ui/dialog';
import type { Team } from '@/lib/schemas/sport-tabs';
import { TeamFacts } from './team-card-body';

/** The team's full card in a dialog (View Team Details opens it). Loaded on first use. */
export function TeamDialog({ team, sportName, onClose }: { team: Team; sportName: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())} title={team.name} description={`${sportName} team, ${team.city}, ${team.country}`}>
      <div className="mb-4 flex gap-2" aria-hidden="true">
        {team.colors.map((c) => (
          <span key={c} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">
            {c}
          </span>
        ))}
      </div>
      <TeamFacts team={team} full />
    </Dialog>
  );
}
