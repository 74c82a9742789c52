'use client';
import type { ReactNode } from 'react';
import { formatCountdown, totalVotes, YOU_ID } from '@/lib/live/session';
import { formatNumber, formatUSD } from '@/lib/format/en-us';
import { StatTiles } from '@/components/ui/stat-tiles';
import { ChatPanel } from './chat-panel';
import { CompetitorCard } from './competitor-card';
import { LiveAnnouncer } from './live-announcer';
import { StreamPanel } from './stream-panel';
import type { LiveViewData } from './types';
import { useLiveSession } from './use-live-session';
import { voteStateFor } from './vote-state';
import { VotingStatus } from './voting-status';
import { LiveDemoNote } from './demo-note';

/** /live-event: viewer banner, join and You Are Live panels, stat tiles, how to compete, competitors, chat. */
export function LiveEventView({ data, title, prizePool, howToCompete }: { data: LiveViewData; title: string; prizePool: number; howToCompete: ReactNode }) {
  const { state, controller, onVote, onSend } = useLiveSession('event', data);
  const live = state.status === 'connected';
  return (
    <>
      <LiveAnnouncer announcement={state.announcement} />
      <div className="bg-red-700 text-white">
        <p className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-3 font-semibold">
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-0.5 text-sm font-bold text-red-800 uppercase">
            <span aria-hidden="true" className="size-2 rounded-full bg-red-700 motion-safe:animate-pulse" />
            Live now
          </span>
          <span>{title}</span>
          <span>
            <span className="font-extrabold">{formatNumber(state.totalViewers)}</span> viewers watching
          </span>
          <LiveDemoNote className="w-full" />
        </p>
      </div>
      <div className="container-page space-y-12 py-10">
        <StreamPanel status={state.status} error={state.error} you={state.competitors.find((c) => c.id === YOU_ID)} controller={controller} />
        <section aria-labelledby="event-stats">
          <h2 id="event-stats" className="sr-only">
            Event figures
          </h2>
          <StatTiles
            label="Event figures"
            items={[
              { label: 'Prize Pool', value: formatUSD(prizePool) },
              { label: 'Time Left', value: formatCountdown(state.secondsLeft) },
              { label: 'Total Votes', value: formatNumber(totalVotes(state)) },
              { label: 'Competitors', value: formatNumber(state.competitors.length) },
            ]}
          />
        </section>
        {howToCompete}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
          <section aria-labelledby="competitors-title" className="lg:col-span-2">
            <h2 id="competitors-title" className="text-2xl font-extrabold tracking-tight text-ink">
              Competitors
            </h2>
            <VotingStatus state={state} className="mt-1 text-slate-700" />
            <div className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2">
              {state.competitors.map((c) => (
                <CompetitorCard key={c.id} competitor={c} voteState={voteStateFor(state, c.id)} onVote={onVote} />
              ))}
            </div>
          </section>
          <ChatPanel messages={state.chat} live={live} onSend={onSend} />
        </div>
      </div>
    </>
  );
}
