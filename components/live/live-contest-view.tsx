'use client';
import { formatCountdown, YOU_ID } from '@/lib/live/session';
import { formatNumber } from '@/lib/format/en-us';
import { ChatPanel } from './chat-panel';
import { CompetitorCard } from './competitor-card';
import { LiveDemoNote } from './demo-note';
import { LiveAnnouncer } from './live-announcer';
import { StreamPanel } from './stream-panel';
import type { LiveViewData } from './types';
import { useLiveSession } from './use-live-session';
import { voteStateFor } from './vote-state';
import { VotingStatus } from './voting-status';

/** /live-contest: countdown, two contestants with votes and viewers, chat, and the stream settings. */
export function LiveContestView({ data, title, sport }: { data: LiveViewData; title: string; sport: string }) {
  const { state, controller, onVote, onSend } = useLiveSession('contest', data);
  const closed = state.secondsLeft === 0;
  return (
    <>
      <LiveAnnouncer announcement={state.announcement} />
      <div className="container-page space-y-10 py-10">
        <section
          aria-labelledby="contest-title"
          className="rounded-2xl bg-night p-[min(1.5rem,7.5vw)] text-white sm:flex sm:items-center sm:justify-between sm:gap-6"
        >
          <div>
            <p className="text-sm font-semibold tracking-widest text-pink-100 uppercase">{sport}</p>
            <h2 id="contest-title" className="text-2xl font-extrabold">
              {title}
            </h2>
            <p className="mt-1 text-white/85">
              <span className="font-bold">{formatNumber(state.totalViewers)}</span> viewers watching
            </p>
            <LiveDemoNote className="mt-1 max-w-xl text-white/85" />
          </div>
          <div className="mt-4 sm:mt-0 sm:text-right">
            <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">{closed ? 'Voting has ended' : 'Voting ends in'}</p>
            <p role="timer" aria-label="Time left to vote" className="font-mono text-4xl font-extrabold wrap-anywhere tabular-nums">
              {formatCountdown(state.secondsLeft)}
            </p>
          </div>
        </section>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-3">
          <section aria-labelledby="contestants-title" className="lg:col-span-2">
            <h2 id="contestants-title" className="text-2xl font-extrabold tracking-tight text-ink">
              Contestants
            </h2>
            <VotingStatus state={state} className={closed ? 'mt-1 font-bold text-red-800' : 'mt-1 text-slate-700'} />
            <div className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2">
              {state.competitors.map((c, i) => (
                <CompetitorCard key={c.id} competitor={c} priority={i < 2} voteState={voteStateFor(state, c.id)} onVote={onVote} />
              ))}
            </div>
          </section>
          <ChatPanel messages={state.chat} live={state.status === 'connected'} onSend={onSend} />
        </div>
        <section aria-labelledby="your-stream-title">
          <h2 id="your-stream-title" className="mb-4 text-2xl font-extrabold tracking-tight text-ink">
            Your Stream
          </h2>
          <StreamPanel
            status={state.status}
            error={state.error}
            you={state.competitors.find((c) => c.id === YOU_ID)}
            controller={controller}
            headingLevel={3}
          />
        </section>
      </div>
    </>
  );
}
