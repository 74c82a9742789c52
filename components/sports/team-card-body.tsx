import type { Team } from '@/lib/schemas/sport-tabs';
import { teamRecord, winPercentage } from '@/lib/sports/page';
import { FactRows } from '@/components/ui/facts';

/** The facts of a team card (used on the card and, complete, in the details dialog). */
export function TeamFacts({ team, full = false }: { team: Team; full?: boolean }) {
  const facts: [string, string][] = [
    ['Location', `${team.city}, ${team.state}, ${team.country}`],
    ['Record (W-L)', teamRecord(team)],
    ['Championships', String(team.championships)],
    ['Captain', team.captain],
    ['Founded', String(team.founded)],
    ['Colors', team.colors.join(', ')],
  ];
  if (full) facts.push(['Games played', String(team.wins + team.losses)], ['Win percentage', winPercentage(team)]);
  return <FactRows facts={facts} />;
}
