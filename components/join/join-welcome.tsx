'use client';
import { ButtonLink } from '@/components/ui/button';
import type { JoinContest } from '@/lib/join/query';

/** What the join form says once the account exists: loaded only then (with the account code), not with the page. */
export interface Welcome {
  name: string;
  mailto: string;
  next: string;
  contest: JoinContest | null;
}

export function JoinWelcome({ welcome }: { welcome: Welcome }) {
  return (
    <section role="status" aria-labelledby="welcome-title" className="rounded-3xl bg-emerald-50 p-8 ring-1 ring-emerald-200">
      <h2 id="welcome-title" className="text-2xl font-extrabold text-emerald-950">
        Welcome to the league, {welcome.name}!
      </h2>
      <p className="mt-2 text-emerald-950">
        {welcome.contest
          ? `Your athlete account is ready. Taking you to pay the entry fee for ${welcome.contest.title} in a moment…`
          : 'Your athlete account is ready. Taking you to your dashboard in a moment…'}
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <ButtonLink href={welcome.next}>{welcome.contest ? 'Pay the entry fee now' : 'Go to your dashboard'}</ButtonLink>
        <a href={welcome.mailto} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Email your application to the league
        </a>
      </p>
    </section>
  );
}
