import { Img } from '@/components/ui/img';
import type { Contest as UpcomingContest } from '@/lib/schemas/contest';
import { formatDate, formatNumber, formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { Badge } from '@/components/ui/badge';
import { EnterContestButton } from './enter-contest-button';

export type ContestView = UpcomingContest & { categoryLabel: string };

function ContestFacts({ contest }: { contest: ContestView }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      <div>
        <dt className="text-slate-700">Prize</dt>
        <dd className="text-lg font-extrabold text-brand-800">{formatUSD(contest.prize)}</dd>
      </div>
      <div>
        <dt className="text-slate-700">Entry fee</dt>
        <dd className="text-lg font-extrabold text-ink">{formatUSD(contest.entryFee)}</dd>
      </div>
      <div>
        <dt className="text-slate-700">Starts</dt>
        <dd>
          <time dateTime={contest.startDate}>{formatDate(contest.startDate)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-slate-700">Ends</dt>
        <dd>
          <time dateTime={contest.endDate}>{formatDate(contest.endDate)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-slate-700">Participants</dt>
        <dd>{formatNumber(contest.participants)}</dd>
      </div>
    </dl>
  );
}

export function ContestCard({ contest, autoOpen = false }: { contest: ContestView; autoOpen?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Img src={assetPath(contest.image)} alt={contest.alt} width={800} height={450} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p>
          <Badge>{contest.categoryLabel}</Badge>
        </p>
        <h3 className="text-xl font-bold text-ink">{contest.title}</h3>
        <p className="text-slate-700">{contest.description}</p>
        <ContestFacts contest={contest} />
        <EnterContestButton contest={contest} label="Enter Event" className="mt-auto self-start" autoOpen={autoOpen} />
      </div>
    </article>
  );
}

export function FeaturedContest({ contest, autoOpen = false }: { contest: ContestView; autoOpen?: boolean }) {
  return (
    <article className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
      <Img src={assetPath(contest.image)} alt={contest.alt} width={800} height={450} className="h-full w-full object-cover" />
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <p>
          <Badge>{contest.categoryLabel}</Badge>
        </p>
        <h3 className="text-2xl font-extrabold text-ink sm:text-3xl">{contest.title}</h3>
        <p className="text-lg text-slate-700">{contest.description}</p>
        <ContestFacts contest={contest} />
        <EnterContestButton contest={contest} label="Enter Now" variant="accent" className="self-start" autoOpen={autoOpen} />
      </div>
    </article>
  );
}
