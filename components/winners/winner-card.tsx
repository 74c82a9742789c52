import { Fragment } from 'react';
import { Img } from '@/components/ui/img';
import { PageLink } from '@/components/ui/page-link';
import { athleteHref } from '@/lib/athletes/links';
import type { Winner } from '@/lib/schemas/winner';
import { formatDate, formatUSD } from '@/lib/format/en-us';
import { assetPath } from '@/lib/url/paths';
import { Badge } from '@/components/ui/badge';
import { LikeButton } from '@/components/social/like-button';
import { ShareButton } from '@/components/social/share-button';
import { CommentsButton } from './comments-button';

export type WinnerView = Winner & { categoryLabel: string };

export function winnerAnchor(id: number): string {
  return `winner-${id}`;
}

function WinnerMedia({ winner, large = false }: { winner: WinnerView; large?: boolean }) {
  const { media } = winner;
  if (media.type === 'video') {
    return (
      <video
        controls
        preload="none"
        poster={assetPath(media.thumbnail)}
        width={800}
        height={450}
        className="aspect-video w-full bg-black object-cover"
        aria-label={media.alt}
      >
        <source src={assetPath(media.url)} />
      </video>
    );
  }
  return (
    <Img
      src={assetPath(media.url)}
      alt={media.alt}
      width={800}
      height={450}
      priority={large}
      className={large ? 'h-full w-full object-cover' : 'aspect-video w-full object-cover'}
    />
  );
}

/** The winners' names, each a link to her page: "Elena Petrova and Grace Kim". */
function AthleteNames({ people }: { people: WinnerView['people'] }) {
  return people.map((p, i) => (
    <Fragment key={p.id}>
      {i === 0 ? '' : i === people.length - 1 ? ' and ' : ', '}
      <PageLink href={athleteHref(p.id)} className="underline underline-offset-4 hover:text-brand-800">
        {p.name}
      </PageLink>
    </Fragment>
  ));
}

function WinnerBody({ winner, headingClass }: { winner: WinnerView; headingClass: string }) {
  const subject = `${winner.winnerName}, ${winner.eventName}`;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <Badge>{winner.categoryLabel}</Badge>
        <time dateTime={winner.eventDate} className="text-sm text-slate-700">
          {formatDate(winner.eventDate)}
        </time>
      </p>
      <h3 className={headingClass}>
        <AthleteNames people={winner.people} />
      </h3>
      <p className="font-semibold text-slate-800">{winner.eventName}</p>
      <p className="text-slate-700">{winner.description}</p>
      <p>
        Prize <strong className="text-lg text-brand-800">{formatUSD(winner.prize)}</strong>
      </p>
      <div className="mt-auto flex flex-wrap items-start gap-2">
        <LikeButton likeKey={`winner:${winner.id}`} baseLikes={winner.likes} subject={subject} />
        <CommentsButton title={subject} subject={`winner:${winner.id}`} comments={winner.comments} />
        <ShareButton title={`${winner.winnerName} wins ${winner.eventName}`} path={`/winner-announcements/#${winnerAnchor(winner.id)}`} />
      </div>
    </>
  );
}

export function WinnerCard({ winner }: { winner: WinnerView }) {
  return (
    <article id={winnerAnchor(winner.id)} className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <WinnerMedia winner={winner} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <WinnerBody winner={winner} headingClass="text-xl font-bold text-ink" />
      </div>
    </article>
  );
}

export function FeaturedWinner({ winner }: { winner: WinnerView }) {
  return (
    <article id={winnerAnchor(winner.id)} className="grid scroll-mt-24 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-2">
      <WinnerMedia winner={winner} large />
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <WinnerBody winner={winner} headingClass="text-2xl font-extrabold text-ink sm:text-3xl" />
      </div>
    </article>
  );
}
