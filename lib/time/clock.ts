/** The one clock the live simulation runs on. Tests pass a manual clock; the page passes the real one. */
export interface Clock {
  now(): number;
  /** Calls `fn` every `ms`; returns a function that stops it. */
  every(ms: number, fn: () => void): () => void;
  /** Calls `fn` once after `ms`; returns a function that cancels it. */
  after(ms: number, fn: () => void): () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  every(ms, fn) {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

/** A clock that only moves when told to (`advance`), firing due timers in time order. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** Number of timers still scheduled. */
  pending(): number;
}

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; every: number | null; fn: () => void }>();
  const add = (ms: number, fn: () => void, repeat: boolean) => {
    const id = ++seq;
    timers.set(id, { at: now + ms, every: repeat ? ms : null, fn });
    return () => void timers.delete(id);
  };
  return {
    now: () => now,
    every: (ms, fn) => add(ms, fn, true),
    after: (ms, fn) => add(ms, fn, false),
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let nextId = -1;
        let nextAt = Infinity;
        for (const [id, t] of timers) if (t.at <= end && t.at < nextAt) [nextId, nextAt] = [id, t.at];
        if (nextId < 0) break;
        const t = timers.get(nextId)!;
        now = t.at;
        if (t.every !== null) t.at += t.every;
        else timers.delete(nextId);
        t.fn();
      }
      now = end;
    },
  };
}
