import type { ReactNode } from 'react';
import type { Team } from '@/lib/teams/schema';
import { teamPlace } from '@/lib/teams/roster';
import { teamRecord, winPercentage } from '@/lib/sports/page';
import { FactRows } from '@/components/ui/facts';

/** The facts of a team (its card on the sport page; complete, with games played and win percentage, on its own page). */
export function TeamFacts({ team, captain, full = false }: { team: Team; captain: ReactNode; full?: boolean }) {
  const facts: [string, ReactNode][] = [
    ['Location', teamPlace(team)],
    ['Record (W-L)', teamRecord(team)],
    ['Championships', String(team.championships)],
    ['Captain', captain],
    ['Founded', String(team.founded)],
    ['Colors', team.colors.join(', ')],
  ];
  if (full) facts.push(['Games played', String(team.wins + team.losses)], ['Win percentage', winPercentage(team)]);
  return <FactRows facts={facts} />;
}
