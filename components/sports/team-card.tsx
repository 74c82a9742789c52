import { Card } from '@/components/ui/card';
import { INLINE_LINK_CLASS, PageLink } from '@/components/ui/page-link';
import { athleteHref } from '@/lib/athletes/links';
import type { Team } from '@/lib/teams/schema';
import { teamHref, type TeamCardView } from '@/lib/teams/roster';
import { TeamFacts } from './team-card-body';

/** A team's card on its sport's Teams tab (and in the console's preview): its name linking to its page, and its facts (the captain linking to hers). */
export function TeamCard({ team }: { team: TeamCardView<Team> }) {
  return (
    <Card className="flex h-full flex-col">
      <h3 className="mb-3 text-lg font-bold">
        <PageLink href={teamHref(team.id)} className="text-ink underline underline-offset-4 hover:text-brand-800">
          {team.name}
        </PageLink>
      </h3>
      <TeamFacts
        team={team}
        captain={
          <PageLink href={athleteHref(team.captain)} className={INLINE_LINK_CLASS}>
            {team.captainName}
          </PageLink>
        }
      />
    </Card>
  );
}
