import { CHAT_TICK_MS, CONNECT_DELAY_MS, LIVE_ANNOUNCE_SUMMARY_MS, LIVE_TICK_MS } from '@/lib/live/constants';
import type { Clock } from '@/lib/time/clock';
import type { RandomSource } from './random';
import type { MediaChoice } from './media';
import { describeMediaError, videoConstraints } from './media';
import { canGoLive, chatRefusal, liveReducer, type LiveAction, type LiveState } from './session';

/** Browser media as the controller needs it; tests pass a fake. */
export interface MediaPort {
  start(choice: MediaChoice): Promise<MediaStream>;
  stop(stream: MediaStream): void;
}

export interface LiveController {
  getState(): LiveState;
  subscribe(listener: () => void): () => void;
  dispatch(action: LiveAction): void;
  /** Starts the countdown, drift, simulated chat and summary timers (idempotent). */
  start(): void;
  /** Stops every timer and the camera/microphone tracks. */
  dispose(): void;
  /** Go Live: asks for media and connects after the connect delay. Resolves when it is decided. */
  goLive(choice: MediaChoice): Promise<void>;
  endStream(): void;
  /** The local stream while connected, for the preview. */
  stream(): MediaStream | null;
  vote(id: string, username: string): boolean;
  /** Sends a chat message; returns why it was not sent (in words), or null once it is in the chat. */
  send(text: string, username: string): string | null;
  /** Shows the new quality on the live card and applies it to a running stream. */
  applyQuality(choice: MediaChoice): void;
  setTrackEnabled(kind: 'audio' | 'video', enabled: boolean): void;
}

/** Wires the pure reducer to one clock, one random source and the media port. */
export function createLiveController(opts: {
  initial: LiveState;
  clock: Clock;
  random: RandomSource;
  media: MediaPort;
  connectDelayMs?: number;
}): LiveController {
  const { clock, random, media } = opts;
  const delay = opts.connectDelayMs ?? CONNECT_DELAY_MS;
  let state = opts.initial;
  const listeners = new Set<() => void>();
  let stops: (() => void)[] = [];
  let current: MediaStream | null = null;
  let attempt = 0;
  let cancelWait: (() => void) | null = null;
  const abandon = () => {
    attempt++;
    cancelWait?.();
    release();
  };

  const dispatch = (action: LiveAction) => {
    const next = liveReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((l) => l());
  };

  const release = () => {
    if (current) media.stop(current);
    current = null;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    start() {
      if (stops.length) return;
      dispatch({ type: 'start', now: clock.now() });
      stops = [
        clock.every(1000, () => dispatch({ type: 'tick', now: clock.now() })),
        clock.every(LIVE_TICK_MS, () => dispatch({ type: 'drift', random })),
        clock.every(CHAT_TICK_MS, () => dispatch({ type: 'simulateChat', now: clock.now(), random })),
        clock.every(LIVE_ANNOUNCE_SUMMARY_MS, () => dispatch({ type: 'summarize' })),
      ];
    },
    dispose() {
      stops.forEach((s) => s());
      stops = [];
      abandon();
      if (state.status !== 'disconnected') dispatch({ type: 'end', now: clock.now() });
    },
    async goLive(choice) {
      if (!canGoLive(state, choice.camera)) {
        dispatch({ type: 'connect', camera: choice.camera });
        return;
      }
      const mine = ++attempt;
      const begun = clock.now();
      dispatch({ type: 'connect', camera: true });
      let stream: MediaStream;
      try {
        stream = await media.start(choice);
      } catch (err) {
        if (mine === attempt) dispatch({ type: 'connectFailed', message: describeMediaError(err) });
        return;
      }
      if (mine !== attempt || state.status !== 'connecting') {
        media.stop(stream);
        return;
      }
      current = stream;
      const wait = Math.max(0, delay - (clock.now() - begun));
      await new Promise<void>((resolve) => {
        const cancel = clock.after(wait, resolve);
        // Ending the stream or leaving the page while preparing cancels the wait as well.
        cancelWait = () => {
          cancel();
          resolve();
        };
      });
      cancelWait = null;
      if (mine !== attempt || state.status !== 'connecting') {
        if (current === stream) release();
        return;
      }
      dispatch({ type: 'connected', now: clock.now(), quality: choice.quality });
    },
    endStream() {
      abandon();
      dispatch({ type: 'end', now: clock.now() });
    },
    stream: () => (state.status === 'connected' ? current : null),
    vote(id, username) {
      const before = state;
      dispatch({ type: 'vote', id, now: clock.now(), username });
      return state !== before && state.votedFor === id;
    },
    send(text, username) {
      const now = clock.now();
      const refusal = chatRefusal(state, text, now);
      if (refusal === null) dispatch({ type: 'send', text, now, username });
      return refusal;
    },
    applyQuality(choice) {
      dispatch({ type: 'setQuality', quality: choice.quality });
      const track = current?.getVideoTracks()[0];
      // A camera that cannot switch size keeps streaming at its current one.
      if (track) void track.applyConstraints(videoConstraints(choice.quality, null)).catch(() => undefined);
    },
    setTrackEnabled(kind, enabled) {
      current?.getTracks().forEach((t) => {
        if (t.kind === kind) t.enabled = enabled;
      });
    },
  };
}
