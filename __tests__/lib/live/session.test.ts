/** @jest-environment node */
import { CHAT_HISTORY, CHAT_TICK_MS, LIVE_TICK_MS } from '@/lib/live/constants';
import { createManualClock } from '@/lib/time/clock';
import { createLiveController, type MediaPort } from '@/lib/live/controller';
import type { MediaChoice } from '@/lib/live/media';
import { seededRandom } from '@/lib/live/random';
import {
  canGoLive,
  charactersLeft,
  chatWaitSeconds,
  checkChatMessage,
  createInitialState,
  formatCountdown,
  secondsUntil,
  isVotingOpen,
  liveReducer,
  nextQuality,
  totalVotes,
  YOU_ID,
  type Competitor,
  type LiveState,
} from '@/lib/live/session';
import { at } from '@/lib/must';

const competitor = (id: string, votes = 100, viewerCount = 50): Competitor => ({
  id,
  name: id.toUpperCase(),
  sport: 'Tennis',
  image: `/images/live/${id}.svg`,
  alt: id,
  description: 'd',
  votes,
  viewerCount,
  isLive: true,
  isStreaming: true,
  streamQuality: '1080p',
});

/** The manual clock starts here; voting closes 02:45:18 later (the contest's countdown). */
const T0 = 1_000_000;
const COUNTDOWN_START_SECONDS = 2 * 3600 + 45 * 60 + 18;
const ENDS_AT = T0 + COUNTDOWN_START_SECONDS * 1000;

function initial(over: Partial<Parameters<typeof createInitialState>[0]> = {}): LiveState {
  return createInitialState({
    endsAt: ENDS_AT,
    now: T0,
    competitors: [competitor('ana'), competitor('bea')],
    totalViewers: 5782,
    seed: [{ username: 'Host', message: 'Welcome', isContestant: false }],
    chatPool: { usernames: ['Kate', 'Lisa'], lines: ['Go!', 'Wow'] },
    youImage: '/images/live/you.svg',
    ...over,
  });
}

const choice: MediaChoice = { camera: true, microphone: true, quality: '1080p', videoDeviceId: null, audioDeviceId: null };

function fakeStream() {
  const tracks = [
    { kind: 'video', enabled: true, stop: jest.fn(), applyConstraints: jest.fn(() => Promise.resolve()) },
    { kind: 'audio', enabled: true, stop: jest.fn() },
  ];
  return { tracks, stream: { getTracks: () => tracks, getVideoTracks: () => tracks.slice(0, 1) } as unknown as MediaStream };
}

function setup(media?: Partial<MediaPort>, random = seededRandom(42)) {
  const clock = createManualClock(T0);
  const { stream, tracks } = fakeStream();
  const port: MediaPort = {
    start: jest.fn(() => Promise.resolve(stream)),
    stop: jest.fn((s: MediaStream) => s.getTracks().forEach((t) => t.stop())),
    ...media,
  };
  const controller = createLiveController({ initial: initial(), clock, random, media: port });
  return { clock, controller, port, tracks, stream };
}

/** Let pending promise callbacks run (the media request resolves on a microtask). */
const flush = () => new Promise((r) => setImmediate(r));

/** A controller that has gone live: the media granted and the 2 s connection passed. */
async function live() {
  const parts = setup();
  const done = parts.controller.goLive(choice);
  await flush();
  parts.clock.advance(2000);
  await done;
  return parts;
}

describe('simulation ticks', () => {
  it('keeps every 5 s drift within its bounds over 2,000 ticks', () => {
    const { clock, controller } = setup(undefined, seededRandom(7));
    controller.start();
    const viewerSteps: number[] = [];
    const voteSteps: number[] = [];
    const totalSteps: number[] = [];
    const figures: number[] = [];
    let prev = controller.getState();
    for (let i = 0; i < 2000; i++) {
      clock.advance(LIVE_TICK_MS);
      const next = controller.getState();
      next.competitors.forEach((c, j) => {
        viewerSteps.push(c.viewerCount - at(prev.competitors, j).viewerCount);
        if (prev.secondsLeft > 0) voteSteps.push(c.votes - at(prev.competitors, j).votes);
        figures.push(c.viewerCount);
      });
      totalSteps.push(next.totalViewers - prev.totalViewers);
      figures.push(next.totalViewers);
      prev = next;
    }
    const range = (xs: number[]) => [Math.min(...xs), Math.max(...xs)];
    // Every step stays inside its range (steps at the floor of 0 are only shorter), and both ends occur.
    expect(range(viewerSteps)).toEqual([-10, 9]);
    expect(range(voteSteps)).toEqual([0, 2]);
    expect(range(totalSteps)).toEqual([-15, 14]);
    expect(Math.min(...figures)).toBeGreaterThanOrEqual(0);
  });

  it('reaches both ends of each drift range with extreme random values', () => {
    let s = initial();
    s = liveReducer(s, { type: 'drift', random: () => 0 });
    expect(s.competitors.map((c) => [c.viewerCount, c.votes])).toEqual([
      [40, 100],
      [40, 100],
    ]);
    expect(s.totalViewers).toBe(5782 - 15);
    s = liveReducer(initial(), { type: 'drift', random: () => 0.9999999 });
    expect(s.competitors.map((c) => [c.viewerCount, c.votes])).toEqual([
      [59, 102],
      [59, 102],
    ]);
    expect(s.totalViewers).toBe(5782 + 14);
  });

  it('never lets the total or a viewer count go below zero', () => {
    let s = initial({ competitors: [competitor('ana', 0, 3)], totalViewers: 4 });
    for (let i = 0; i < 50; i++) s = liveReducer(s, { type: 'drift', random: () => 0 });
    expect(s.totalViewers).toBe(0);
    expect(at(s.competitors, 0).viewerCount).toBe(0);
  });

  it('posts a simulated chat message every 8 s and keeps only the last 20', () => {
    const { clock, controller } = setup();
    controller.start();
    clock.advance(CHAT_TICK_MS - 1);
    expect(controller.getState().chat).toHaveLength(1);
    clock.advance(1);
    expect(controller.getState().chat).toHaveLength(2);
    clock.advance(CHAT_TICK_MS * 40);
    const { chat } = controller.getState();
    expect(chat).toHaveLength(CHAT_HISTORY);
    expect(chat.every((m) => ['Kate', 'Lisa'].includes(m.username) && ['Go!', 'Wow'].includes(m.message))).toBe(true);
    expect(new Set(chat.map((m) => m.id)).size).toBe(CHAT_HISTORY);
  });

  it("announces other people's messages only as a summary every 30 s", () => {
    const { clock, controller } = setup();
    controller.start();
    clock.advance(29_999);
    expect(controller.getState().announcement).toBeNull();
    clock.advance(1);
    expect(controller.getState().announcement?.text).toBe('3 new chat messages.');
    expect(controller.getState().unannounced).toBe(0);
  });
});

describe('countdown', () => {
  it('shows the time left to the end time from the data and counts down by the second', () => {
    const { clock, controller } = setup();
    expect(formatCountdown(controller.getState().secondsLeft)).toBe('02:45:18');
    controller.start();
    clock.advance(999);
    expect(controller.getState().secondsLeft).toBe(COUNTDOWN_START_SECONDS);
    clock.advance(1);
    expect(formatCountdown(controller.getState().secondsLeft)).toBe('02:45:17');
    clock.advance(60_000);
    expect(formatCountdown(controller.getState().secondsLeft)).toBe('02:44:17');
  });

  it('closes voting at zero: no more votes, vote counts stop rising, a system message says so', () => {
    const { clock, controller } = setup();
    controller.start();
    clock.advance(COUNTDOWN_START_SECONDS * 1000);
    const s = controller.getState();
    expect(s.secondsLeft).toBe(0);
    expect(formatCountdown(s.secondsLeft)).toBe('00:00:00');
    expect(isVotingOpen(s)).toBe(false);
    expect(s.chat.filter((m) => m.type === 'system' && /voting is now closed/i.test(m.message))).toHaveLength(1);
    expect(controller.vote('ana', 'Fan')).toBe(false);
    const votes = totalVotes(controller.getState());
    clock.advance(LIVE_TICK_MS * 10);
    expect(totalVotes(controller.getState())).toBe(votes);
    expect(controller.getState().secondsLeft).toBe(0);
  });

  it('follows the clock, so a late timer does not slow it down and a reload shows the same time left', () => {
    let s = liveReducer(initial(), { type: 'start', now: T0 });
    s = liveReducer(s, { type: 'tick', now: T0 + 10_500 });
    expect(s.secondsLeft).toBe(COUNTDOWN_START_SECONDS - 10);
    const reloaded = liveReducer(initial({ now: T0 + 10_500 }), { type: 'start', now: T0 + 10_500 });
    expect(reloaded.secondsLeft).toBe(s.secondsLeft);
    s = liveReducer(s, { type: 'tick', now: 99_999_999 });
    expect(s.secondsLeft).toBe(0);
  });

  it('a page drawn before the end (pre-rendered) and opened after it starts closed, with no closing message', () => {
    const built = initial({ now: T0 });
    expect(isVotingOpen(built)).toBe(true);
    const opened = liveReducer(built, { type: 'start', now: ENDS_AT + 60_000 });
    expect(opened.secondsLeft).toBe(0);
    expect(isVotingOpen(opened)).toBe(false);
    expect(opened.chat.some((m) => m.type === 'system')).toBe(false);
  });

  it('counts whole seconds up to the end', () => {
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 20_000)).toBe(0);
  });

  it('formats hours, minutes and seconds with two digits, and days before them', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(3 * 86_400 + 4 * 3600 + 12 * 60 + 33)).toBe('3d 04:12:33');
  });
});

describe('voting', () => {
  it('adds one vote, posts a vote message and allows only one vote', () => {
    const { controller } = setup();
    expect(controller.vote('bea', 'You')).toBe(true);
    const s = controller.getState();
    expect(s.competitors.find((c) => c.id === 'bea')?.votes).toBe(101);
    expect(s.votedFor).toBe('bea');
    expect(s.chat.at(-1)).toMatchObject({ type: 'vote', message: 'You voted for BEA!' });
    expect(s.announcement?.text).toBe('Your vote for BEA was counted.');
    expect(controller.vote('ana', 'You')).toBe(false);
    expect(controller.vote('bea', 'You')).toBe(false);
    expect(totalVotes(controller.getState())).toBe(201);
  });

  it('restores a stored vote without counting it again and ignores unknown ids', () => {
    let s = liveReducer(initial(), { type: 'restoreVote', id: 'nobody' });
    expect(s.votedFor).toBeNull();
    s = liveReducer(s, { type: 'restoreVote', id: 'ana' });
    expect(s.votedFor).toBe('ana');
    expect(totalVotes(s)).toBe(200);
    expect(isVotingOpen(s)).toBe(false);
  });

  it('does not accept a vote for an unknown competitor or for your own live card', () => {
    const s = initial();
    expect(liveReducer(s, { type: 'vote', id: 'zed', now: 0, username: 'x' })).toBe(s);
    expect(liveReducer(s, { type: 'vote', id: YOU_ID, now: 0, username: 'x' })).toBe(s);
  });
});

describe('chat rules', () => {
  it('trims, refuses empty and over-long text, and accepts exactly 200 characters', () => {
    expect(checkChatMessage('  hi  ')).toEqual({ ok: true, text: 'hi' });
    expect(checkChatMessage('   ')).toMatchObject({ ok: false });
    expect(checkChatMessage('a'.repeat(200))).toMatchObject({ ok: true });
    expect(checkChatMessage('a'.repeat(201))).toEqual({ ok: false, error: 'Messages can be at most 200 characters.' });
    expect(charactersLeft('abc')).toBe(197);
    expect(charactersLeft('a'.repeat(205))).toBe(-5);
  });

  it('sends valid text as plain text under the visitor name, and ignores invalid text', () => {
    const { controller } = setup();
    expect(controller.send('  <b>Go Ana</b>  ', 'Fan')).toBeNull();
    expect(controller.getState().chat.at(-1)).toMatchObject({ username: 'Fan', message: '<b>Go Ana</b>', type: 'chat', isContestant: false });
    const before = controller.getState().chat;
    expect(controller.send('', 'Fan')).toBe('Type a message before sending.');
    expect(controller.send('x'.repeat(201), 'Fan')).toBe('Messages can be at most 200 characters.');
    expect(controller.getState().chat).toBe(before);
  });

  it('refuses a message of invisible characters only, and trims them at the ends', () => {
    expect(checkChatMessage('\u200b\u200b \u200d\ufeff')).toEqual({ ok: false, error: 'Type a message before sending.' });
    expect(checkChatMessage('\u200bGo Ana\u200b ')).toEqual({ ok: true, text: 'Go Ana' });
  });

  it('counts an emoji, a flag or an accented letter as one character', () => {
    expect(charactersLeft('👍🏽🇧🇷é')).toBe(197);
    expect(checkChatMessage('🔥'.repeat(200))).toMatchObject({ ok: true });
    expect(checkChatMessage('🔥'.repeat(201))).toMatchObject({ ok: false });
  });

  it('slow mode: the sixth message within ten seconds waits, and says how long', () => {
    const { clock, controller } = setup();
    for (let i = 0; i < 5; i++) {
      expect(controller.send(`Go ${i}`, 'Fan')).toBeNull();
      clock.advance(1_000);
    }
    // Five sent at 0-4 s; at 5 s the first leaves the window at 10 s.
    expect(controller.send('Go 5', 'Fan')).toBe("You're sending messages quickly. Wait 5 seconds, then send again.");
    expect(controller.getState().chat.filter((m) => m.username === 'Fan')).toHaveLength(5);
    clock.advance(4_000);
    expect(chatWaitSeconds(controller.getState().sentAt, clock.now())).toBe(1);
    expect(controller.send('Go 5', 'Fan')).toBe("You're sending messages quickly. Wait 1 second, then send again.");
    clock.advance(1_000);
    expect(controller.send('Go 5', 'Fan')).toBeNull();
  });
});

describe('quality', () => {
  it('cycles 720p, 1080p, 4K and back to 720p', () => {
    expect(nextQuality('720p')).toBe('1080p');
    expect(nextQuality('1080p')).toBe('4K');
    expect(nextQuality('4K')).toBe('720p');
  });
});

describe('going live', () => {
  it('connects after about 2 s, adds "You (Live)" on top with 0 votes and a system message', async () => {
    const { clock, controller, port } = setup();
    const done = controller.goLive(choice);
    expect(controller.getState().status).toBe('connecting');
    expect(canGoLive(controller.getState(), true)).toBe(false);
    await flush();
    expect(port.start).toHaveBeenCalledWith(choice);
    clock.advance(1999);
    await flush();
    expect(controller.getState().status).toBe('connecting');
    clock.advance(1);
    await done;
    const s = controller.getState();
    expect(s.status).toBe('connected');
    expect(s.competitors[0]).toMatchObject({ id: YOU_ID, name: 'You (Live)', votes: 0, streamQuality: '1080p' });
    expect(s.chat.at(-1)).toMatchObject({ type: 'system' });
    expect(controller.stream()).not.toBeNull();
  });

  it('does not start with the camera off', async () => {
    const { controller, port } = setup();
    await controller.goLive({ ...choice, camera: false });
    expect(port.start).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ status: 'disconnected', error: 'Turn your camera on to go live.' });
  });

  it('returns to disconnected with a clear message when permission is denied', async () => {
    const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const { controller } = setup({ start: () => Promise.reject(denied) });
    await controller.goLive(choice);
    const s = controller.getState();
    expect(s.status).toBe('disconnected');
    expect(s.error).toMatch(/access was denied/);
    expect(s.competitors.some((c) => c.id === YOU_ID)).toBe(false);
  });

  it('End Stream stops the tracks, removes the card and posts a system message', async () => {
    const { controller, tracks } = await live();
    controller.endStream();
    const s = controller.getState();
    expect(s.status).toBe('disconnected');
    expect(s.competitors.some((c) => c.id === YOU_ID)).toBe(false);
    expect(s.chat.at(-1)).toMatchObject({ type: 'system', message: 'A competitor has ended their stream.' });
    expect(tracks.every((t) => t.stop.mock.calls.length > 0)).toBe(true);
    expect(controller.stream()).toBeNull();
  });

  it('leaving the page while preparing stops the tracks and never connects', async () => {
    const { clock, controller, tracks } = setup();
    const done = controller.goLive(choice);
    await flush();
    controller.start();
    controller.dispose();
    await done;
    clock.advance(5000);
    expect(controller.getState().status).toBe('disconnected');
    expect(tracks.every((t) => t.stop.mock.calls.length > 0)).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('sends chat as the competitor while live and toggles tracks', async () => {
    const { controller, tracks } = await live();
    controller.send('Thanks for watching', 'Fan');
    expect(controller.getState().chat.at(-1)).toMatchObject({ username: 'You (Live)', isContestant: true });
    controller.setTrackEnabled('audio', false);
    expect(tracks.find((t) => t.kind === 'audio')?.enabled).toBe(false);
    controller.applyQuality({ ...choice, quality: '4K' });
    expect(at(controller.getState().competitors, 0).streamQuality).toBe('4K');
  });
});
