// Live contest / live event: simulation timers, chat limits, stream
// qualities and the drift bounds of the simulated figures.
export const LIVE_TICK_MS = 5_000;
export const CHAT_TICK_MS = 8_000;
export const CHAT_HISTORY = 20;
export const CHAT_MAX_LENGTH = 200;
/** Slow mode: at most this many of the visitor's messages in CHAT_BURST_WINDOW_MS. */
export const CHAT_BURST = 5;
export const CHAT_BURST_WINDOW_MS = 10_000;
export const CONNECT_DELAY_MS = 2_000;
export const STREAM_QUALITIES = ['720p', '1080p', '4K'] as const;
export const LIVE_VIEWER_DRIFT = { min: -10, max: 9 } as const;
export const LIVE_VOTE_GAIN = { min: 0, max: 2 } as const;
export const LIVE_TOTAL_DRIFT = { min: -15, max: 14 } as const;
/** How often a summary of other people's chat messages is announced to screen readers (no flooding). */
export const LIVE_ANNOUNCE_SUMMARY_MS = 30_000;

/** What a live page's moving figures and other fans' chat are (components/live/demo-note.tsx says it). */
export const LIVE_DEMO_NOTE =
  "A demonstration: the viewer and vote counts and other fans' chat are simulated in your browser; your vote, your messages and your camera's picture stay on this device.";
