import {
  CHAT_BURST,
  CHAT_BURST_WINDOW_MS,
  CHAT_HISTORY,
  CHAT_MAX_LENGTH,
  LIVE_TOTAL_DRIFT,
  LIVE_VIEWER_DRIFT,
  LIVE_VOTE_GAIN,
  STREAM_QUALITIES,
} from '@/lib/live/constants';
import type { ChatMessage, Competitor, StreamQuality } from '@/lib/schemas/live';
import { pick, randomInt, type RandomSource } from './random';
import { textLength } from '@/lib/format/text-length';

/**
 * The live-session model shared by /live-contest and /live-event:
 * a pure reducer. Time and chance come in through the actions, so a test can drive it tick by tick.
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';
export type { ChatMessage, Competitor, StreamQuality };

export const YOU_ID = 'you';
export const YOU_NAME = 'You (Live)';

export interface ChatPool {
  usernames: readonly string[];
  lines: readonly string[];
}

export interface LiveState {
  status: ConnectionStatus;
  /** Why the last Go Live failed, in words for the visitor; null when there is nothing to say. */
  error: string | null;
  competitors: Competitor[];
  /** The viewer banner figure (drifts, never below 0). */
  totalViewers: number;
  chat: ChatMessage[];
  chatPool: ChatPool;
  youImage: string;
  /** When voting closes (ms since epoch), from data/live.json: the countdown runs to it by the clock. */
  endsAt: number;
  secondsLeft: number;
  /** The competitor this browser session voted for. */
  votedFor: string | null;
  /** The last thing to tell screen-reader users politely (the visitor's own actions, summaries). */
  announcement: { id: number; text: string } | null;
  /** Messages from other people since the last summary announcement. */
  unannounced: number;
  /** Counter for message and announcement ids (deterministic, so pre-render and client agree). */
  seq: number;
  /** When the visitor's last messages were sent (ms since epoch, at most CHAT_BURST): slow mode reads them. */
  sentAt: number[];
}

export type LiveAction =
  | { type: 'start'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'drift'; random: RandomSource }
  | { type: 'simulateChat'; now: number; random: RandomSource }
  | { type: 'summarize' }
  | { type: 'connect'; camera: boolean }
  | { type: 'connected'; now: number; quality: StreamQuality }
  | { type: 'connectFailed'; message: string }
  | { type: 'end'; now: number }
  | { type: 'vote'; id: string; now: number; username: string }
  | { type: 'restoreVote'; id: string }
  | { type: 'send'; text: string; now: number; username: string }
  | { type: 'setQuality'; quality: StreamQuality }
  | { type: 'dismissError' };

export function createInitialState(opts: {
  competitors: Competitor[];
  totalViewers: number;
  seed: { username: string; message: string; isContestant: boolean }[];
  chatPool: ChatPool;
  youImage: string;
  /** When voting closes (ms since epoch). */
  endsAt: number;
  /** The time the page is drawn at: the build's instant when pre-rendered, the session's start after. */
  now: number;
}): LiveState {
  const chat: ChatMessage[] = opts.seed.map((m, i) => ({
    id: `seed-${i}`,
    username: m.username,
    message: m.message,
    timestamp: 0,
    isContestant: m.isContestant,
    type: 'chat',
  }));
  return {
    status: 'disconnected',
    error: null,
    competitors: opts.competitors.map((c) => ({ ...c })),
    totalViewers: opts.totalViewers,
    chat: chat.slice(-CHAT_HISTORY),
    chatPool: opts.chatPool,
    youImage: opts.youImage,
    endsAt: opts.endsAt,
    secondsLeft: secondsUntil(opts.endsAt, opts.now),
    votedFor: null,
    announcement: null,
    unannounced: 0,
    seq: 0,
    sentAt: [],
  };
}

/** 720p -> 1080p -> 4K -> 720p. */
export function nextQuality(q: StreamQuality): StreamQuality {
  return STREAM_QUALITIES[(STREAM_QUALITIES.indexOf(q) + 1) % STREAM_QUALITIES.length] ?? STREAM_QUALITIES[0];
}

/** Seconds as hh:mm:ss (02:45:18); a day or more as "3d 04:12:33". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days ? `${days}d ${clock}` : clock;
}

export function isVotingOpen(state: LiveState): boolean {
  return state.secondsLeft > 0 && state.votedFor === null;
}

export function canGoLive(state: Pick<LiveState, 'status'>, camera: boolean): boolean {
  return state.status === 'disconnected' && camera;
}

export function totalVotes(state: LiveState): number {
  return state.competitors.reduce((sum, c) => sum + c.votes, 0);
}

export type ChatCheck = { ok: true; text: string } | { ok: false; error: string };

// Spaces and invisible format characters (zero-width space and joiner, direction marks, BOM) show nothing.
const VISIBLE = /[^\p{White_Space}\p{Cf}]/u;
const INVISIBLE_ENDS = /^[\p{White_Space}\p{Cf}]+|[\p{White_Space}\p{Cf}]+$/gu;

/** Chat rule: trimmed (invisible characters too), at least one visible character, at most 200 characters as a person counts them. */
export function checkChatMessage(raw: string): ChatCheck {
  const text = raw.replace(INVISIBLE_ENDS, '');
  if (!VISIBLE.test(text)) return { ok: false, error: 'Type a message before sending.' };
  if (textLength(text) > CHAT_MAX_LENGTH) return { ok: false, error: `Messages can be at most ${CHAT_MAX_LENGTH} characters.` };
  return { ok: true, text };
}

/** Characters left for the counter (negative when over the limit; counts the trimmed text). */
export function charactersLeft(raw: string): number {
  return CHAT_MAX_LENGTH - textLength(raw.replace(INVISIBLE_ENDS, ''));
}

/** Slow mode: whole seconds until the visitor may send again (0: now), from when her last messages were sent. */
export function chatWaitSeconds(sentAt: readonly number[], now: number): number {
  const recent = sentAt.filter((t) => now - t < CHAT_BURST_WINDOW_MS);
  if (recent.length < CHAT_BURST) return 0;
  return Math.max(1, Math.ceil((Math.min(...recent) + CHAT_BURST_WINDOW_MS - now) / 1000));
}

/** Why a message cannot be sent now, in words; null when it can. */
export function chatRefusal(state: Pick<LiveState, 'sentAt'>, text: string, now: number): string | null {
  const check = checkChatMessage(text);
  if (!check.ok) return check.error;
  const wait = chatWaitSeconds(state.sentAt, now);
  return wait > 0 ? `You're sending messages quickly. Wait ${wait} ${wait === 1 ? 'second' : 'seconds'}, then send again.` : null;
}

function appendChat(state: LiveState, msg: Omit<ChatMessage, 'id'>, fromOthers: boolean): LiveState {
  const seq = state.seq + 1;
  const chat = [...state.chat, { ...msg, id: `m${seq}` }].slice(-CHAT_HISTORY);
  return { ...state, seq, chat, unannounced: state.unannounced + (fromOthers ? 1 : 0) };
}

function announce(state: LiveState, text: string): LiveState {
  const seq = state.seq + 1;
  return { ...state, seq, announcement: { id: seq, text } };
}

function system(state: LiveState, now: number, message: string): LiveState {
  return appendChat(state, { username: 'Live Host', message, timestamp: now, isContestant: false, type: 'system' }, false);
}

/**
 * Whole seconds until `endsAt`, never below 0. Read from the clock, not counted in ticks, so a
 * throttled tab stays right and a reload shows the same time left.
 */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'start':
      // The page's own time replaces the build's: a contest over before the visit is simply closed.
      return { ...state, secondsLeft: secondsUntil(state.endsAt, action.now) };
    case 'tick': {
      if (state.secondsLeft === 0) return state;
      const secondsLeft = secondsUntil(state.endsAt, action.now);
      if (secondsLeft === state.secondsLeft) return state;
      let next: LiveState = { ...state, secondsLeft };
      if (secondsLeft === 0) {
        next = system(next, action.now, 'Time is up: voting is now closed. Thank you for voting!');
        next = announce(next, 'Voting closed.');
      }
      return next;
    }
    case 'drift': {
      const open = state.secondsLeft > 0;
      const competitors = state.competitors.map((c) => ({
        ...c,
        viewerCount: Math.max(0, c.viewerCount + randomInt(action.random, LIVE_VIEWER_DRIFT.min, LIVE_VIEWER_DRIFT.max)),
        votes: open ? c.votes + randomInt(action.random, LIVE_VOTE_GAIN.min, LIVE_VOTE_GAIN.max) : c.votes,
      }));
      const totalViewers = Math.max(0, state.totalViewers + randomInt(action.random, LIVE_TOTAL_DRIFT.min, LIVE_TOTAL_DRIFT.max));
      return { ...state, competitors, totalViewers };
    }
    case 'simulateChat': {
      const { usernames, lines } = state.chatPool;
      if (!usernames.length || !lines.length) return state;
      const username = pick(action.random, usernames);
      const message = pick(action.random, lines);
      return appendChat(state, { username, message, timestamp: action.now, isContestant: false, type: 'chat' }, true);
    }
    case 'summarize': {
      if (state.unannounced === 0) return state;
      const n = state.unannounced;
      return { ...announce(state, `${n} new chat ${n === 1 ? 'message' : 'messages'}.`), unannounced: 0 };
    }
    case 'connect':
      if (state.status !== 'disconnected') return state;
      if (!action.camera) return { ...state, error: 'Turn your camera on to go live.' };
      return announce({ ...state, status: 'connecting', error: null }, 'Preparing your stream.');
    case 'connected': {
      if (state.status !== 'connecting') return state;
      const you: Competitor = {
        id: YOU_ID,
        name: YOU_NAME,
        sport: 'Your stream',
        image: state.youImage,
        alt: 'Your live stream',
        description: 'You are streaming live. Show your skills and talk to your fans in the chat.',
        votes: 0,
        viewerCount: 0,
        isLive: true,
        isStreaming: true,
        streamQuality: action.quality,
      };
      const next = { ...state, status: 'connected' as const, error: null, competitors: [you, ...state.competitors.filter((c) => c.id !== YOU_ID)] };
      return announce(system(next, action.now, 'A new competitor just went live! Welcome to the arena.'), 'You are live.');
    }
    case 'connectFailed':
      if (state.status === 'disconnected' && state.error === action.message) return state;
      return { ...state, status: 'disconnected', error: action.message, competitors: state.competitors.filter((c) => c.id !== YOU_ID) };
    case 'end': {
      if (state.status === 'disconnected') return state;
      const wasLive = state.status === 'connected';
      const next: LiveState = { ...state, status: 'disconnected', competitors: state.competitors.filter((c) => c.id !== YOU_ID) };
      return wasLive ? announce(system(next, action.now, 'A competitor has ended their stream.'), 'Your stream has ended.') : next;
    }
    case 'vote': {
      if (!isVotingOpen(state) || action.id === YOU_ID) return state;
      const target = state.competitors.find((c) => c.id === action.id);
      if (!target) return state;
      let next: LiveState = {
        ...state,
        votedFor: action.id,
        competitors: state.competitors.map((c) => (c.id === action.id ? { ...c, votes: c.votes + 1 } : c)),
      };
      next = appendChat(
        next,
        { username: action.username, message: `${action.username} voted for ${target.name}!`, timestamp: action.now, isContestant: false, type: 'vote' },
        false,
      );
      return announce(next, `Your vote for ${target.name} was counted.`);
    }
    case 'restoreVote':
      if (state.votedFor !== null || action.id === YOU_ID || !state.competitors.some((c) => c.id === action.id)) return state;
      return { ...state, votedFor: action.id };
    case 'send': {
      const check = checkChatMessage(action.text);
      if (!check.ok || chatWaitSeconds(state.sentAt, action.now) > 0) return state;
      const live = state.status === 'connected';
      const next = appendChat(
        state,
        { username: live ? YOU_NAME : action.username, message: check.text, timestamp: action.now, isContestant: live, type: 'chat' },
        false,
      );
      return announce({ ...next, sentAt: [...state.sentAt, action.now].slice(-CHAT_BURST) }, 'Message sent.');
    }
    case 'setQuality':
      return { ...state, competitors: state.competitors.map((c) => (c.id === YOU_ID ? { ...c, streamQuality: action.quality } : c)) };
    case 'dismissError':
      return state.error === null ? state : { ...state, error: null };
  }
}
