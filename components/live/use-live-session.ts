'use client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { realClock } from '@/lib/time/clock';
import { createLiveController, type LiveController } from '@/lib/live/controller';
import { startMedia, stopMedia } from '@/lib/live/media';
import { createInitialState, type LiveState } from '@/lib/live/session';
import { readVote, saveVote } from '@/lib/live/vote-storage';
import { BUILD_TIME } from '@/lib/time/phase';
import { visitorName } from './vote-state';

export type LiveSessionInit = Omit<Parameters<typeof createInitialState>[0], 'now'>;

/** One live session per page: the pure model on the real clock, with the browser's camera and sessionStorage. */
export function useLiveSession(
  board: string,
  init: LiveSessionInit,
): { state: LiveState; controller: LiveController; onVote: (id: string) => void; onSend: (text: string) => string | null } {
  const [controller] = useState(() =>
    // Drawn first at the build's instant (as pre-rendered); start() moves it to the visitor's clock.
    createLiveController({
      initial: createInitialState({ ...init, now: BUILD_TIME }),
      clock: realClock,
      random: Math.random,
      media: { start: (choice) => startMedia(choice), stop: stopMedia },
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);

  useEffect(() => {
    controller.start();
    const stored = readVote(board);
    if (stored) controller.dispatch({ type: 'restoreVote', id: stored });
    // Leaving the page stops the timers and the camera and microphone.
    return () => controller.dispose();
  }, [controller, board]);

  // Stable callbacks, so the memoised cards and chat re-render only when their own data changes.
  const onVote = useCallback(
    (id: string) => {
      if (controller.vote(id, visitorName())) saveVote(board, id);
    },
    [controller, board],
  );
  const onSend = useCallback((text: string) => controller.send(text, visitorName()), [controller]);
  return { state, controller, onVote, onSend };
}
