import { Img } from '@/components/ui/img';
import { memo } from 'react';
import type { Competitor } from '@/lib/schemas/live';
import { formatNumber } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { cn } from '@/lib/ui/cn';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/facts';
import { PageLink } from '@/components/ui/page-link';

/** open: may vote; voted: her vote went to this one; used: it went to another; closed: voting has ended; self: the visitor's own card. */
const VOTE_LABEL = { voted: 'Voted', used: 'You Voted Already', closed: 'Voting Closed' } as const;

export type VoteState = 'open' | 'voted' | 'used' | 'closed' | 'self';

/** A competitor / contestant card: picture, live badge, votes and viewers, and the vote button. */
export const CompetitorCard = memo(function CompetitorCard({
  competitor: c,
  voteState,
  onVote,
  headingLevel = 3,
  priority = false,
}: {
  competitor: Competitor;
  voteState: VoteState;
  onVote: (id: string) => void;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `competitor-${c.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm',
        voteState === 'voted' ? 'ring-2 ring-emerald-600' : voteState === 'self' ? 'ring-2 ring-accent-600' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="relative">
        <Img src={assetPath(c.image)} alt={c.alt} width={640} height={360} priority={priority} className="aspect-video w-full object-cover" />
        {c.isLive ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
            Live
          </span>
        ) : null}
        <span className="absolute top-3 right-3 rounded bg-black/75 px-2 py-0.5 text-xs font-semibold text-white">{c.streamQuality}</span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading id={headingId} className="text-lg font-bold text-ink">
          {c.href ? (
            <PageLink href={c.href} className="underline underline-offset-4 hover:text-brand-800">
              {c.name}
            </PageLink>
          ) : (
            c.name
          )}
        </Heading>
        <p className="text-sm font-semibold text-brand-800">{c.sport}</p>
        <p className="mt-2 flex-1 text-sm text-slate-700">{c.description}</p>
        <Facts
          className="mt-4 grid grid-cols-2 gap-2 text-center"
          termClassName="text-xs font-semibold tracking-wide text-slate-700 uppercase"
          valueClassName="text-xl font-extrabold"
          items={[
            { term: 'Votes', value: formatNumber(c.votes), className: 'rounded-xl bg-brand-50 p-2', valueClassName: 'text-brand-800' },
            { term: 'Viewers', value: formatNumber(c.viewerCount), className: 'rounded-xl bg-slate-100 p-2', valueClassName: 'text-ink' },
          ]}
        />
        <div className="js-only mt-4">
          {voteState === 'self' ? (
            <p className="rounded-full bg-pink-100 py-2.5 text-center text-sm font-bold text-accent-700">Your stream</p>
          ) : voteState === 'open' ? (
            <Button className="w-full" onClick={() => onVote(c.id)}>
              Vote<span className="sr-only"> for {c.name}</span>
            </Button>
          ) : (
            // The same button, said unavailable (aria-disabled, not disabled): the one she pressed keeps her
            // focus and reads "Voted" (a disabled button would drop focus to the page).
            <Button className="w-full cursor-not-allowed aria-disabled:opacity-60" variant={voteState === 'voted' ? 'primary' : 'outline'} aria-disabled="true">
              {VOTE_LABEL[voteState]}
              <span className="sr-only">: {c.name}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
});
