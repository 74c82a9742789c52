import { arrayOf, maxLength, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

/** What this browser has liked (winner cards), as keys like "winner:3". */
export interface LikesState {
  liked: string[];
  toggle: (key: string) => void;
}

const isPersistedLikes = shape({ liked: arrayOf(maxLength(100), { max: 1000 }) });

export const useLikesStore = createPersistedStore<LikesState, Checked<typeof isPersistedLikes>>(
  'likes',
  { version: 1, check: isPersistedLikes, partialize: ({ liked }) => ({ liked }) },
  (set) => ({
    liked: [],
    toggle: (key) => set((s) => ({ liked: s.liked.includes(key) ? s.liked.filter((k) => k !== key) : [...s.liked, key] })),
  }),
);
