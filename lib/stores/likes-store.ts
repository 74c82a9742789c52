import { maxLength } from './checks';
import { createPersistedStore } from './persist';
import { listOf, type StoredOf } from './records';

/** What this browser has liked (winner cards), as keys like "winner:3". */
export interface LikesState {
  liked: string[];
  toggle: (key: string) => void;
}

const persistedLikes = { liked: listOf(maxLength(100)) };

export const useLikesStore = createPersistedStore<LikesState, StoredOf<typeof persistedLikes>>(
  'likes',
  { version: 1, check: persistedLikes, partialize: ({ liked }) => ({ liked }) },
  (set) => ({
    liked: [],
    toggle: (key) => set((s) => ({ liked: s.liked.includes(key) ? s.liked.filter((k) => k !== key) : [...s.liked, key] })),
  }),
);
