import { Img } from '@/components/ui/img';
import type { Contest as UpcomingContest } from '@/lib/schemas/contest';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { Badge } from '@/components/ui/badge';
import { EnterContestButton } from './enter-contest-button';
import { Facts } from '@/components/ui/facts';

export type ContestView = UpcomingContest & { categoryLabel: string };

function ContestFacts({ contest }: { contest: ContestView }) {
  return (
    <Facts
      className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
      termClassName="text-slate-700"
      items={[
        { term: 'Prize', value: formatUSD(contest.prize), valueClassName: 'text-lg font-extrabold text-brand-800' },
        { term: 'Entry fee', value: formatUSD(contest.entryFee), valueClassName: 'text-lg font-extrabold text-ink' },
        { term: 'Starts', value: <time dateTime={contest.startDate}>{formatDate(contest.startDate)}</time> },
        { term: 'Ends', value: <time dateTime={contest.endDate}>{formatDate(contest.endDate)}</time> },
        { term: 'Participants', value: formatNumber(contest.participants) },
      ]}
    />
  );
}

const LOOK = {
  card: {
    article: 'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
    image: 'aspect-video w-full object-cover',
    body: 'flex flex-1 flex-col gap-3 p-5',
    title: 'text-xl font-bold text-ink',
    text: 'text-slate-700',
    button: { label: 'Enter Event', variant: undefined, className: 'mt-auto self-start' },
  },
  featured: {
    article: 'grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-2',
    image: 'h-full w-full object-cover',
    body: 'flex flex-col gap-4 p-6 sm:p-8',
    title: 'text-2xl font-extrabold text-ink sm:text-3xl',
    text: 'text-lg text-slate-700',
    button: { label: 'Enter Now', variant: 'accent', className: 'self-start' },
  },
} as const;

/** A contest with its category, facts and Enter button: a grid card, or `featured` above the grid. */
export function ContestCard({ contest, autoOpen = false, featured = false }: { contest: ContestView; autoOpen?: boolean; featured?: boolean }) {
  const look = LOOK[featured ? 'featured' : 'card'];
  return (
    <article id={`contest-${contest.id}`} className={look.article}>
      <Img src={assetPath(contest.image)} alt={contest.alt} width={800} height={450} className={look.image} />
      <div className={look.body}>
        <p>
          <Badge>{contest.categoryLabel}</Badge>
        </p>
        <h3 className={look.title}>{contest.title}</h3>
        <p className={look.text}>{contest.description}</p>
        <ContestFacts contest={contest} />
        <EnterContestButton contest={contest} label={look.button.label} variant={look.button.variant} className={look.button.className} autoOpen={autoOpen} />
      </div>
    </article>
  );
}

/** The contest shown above the grid. */
export function FeaturedContest({ contest, autoOpen = false }: { contest: ContestView; autoOpen?: boolean }) {
  return <ContestCard contest={contest} autoOpen={autoOpen} featured />;
}
