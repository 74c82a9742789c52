'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { arrayOf, maxLength, shape, type Checked } from './checks';
import { guard, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** What this browser has liked (winner cards), as keys like "winner:3". */
export interface LikesState {
  liked: string[];
  toggle: (key: string) => void;
}

const isPersistedLikes = shape({ liked: arrayOf(maxLength(100), { max: 1000 }) });

export const LIKES_STORE_KEY = LOCAL_STORAGE_KEYS.likes;

export const useLikesStore = register(
  create<LikesState>()(
    persist(
      (set) => ({
        liked: [],
        toggle: (key) => set((s) => ({ liked: s.liked.includes(key) ? s.liked.filter((k) => k !== key) : [...s.liked, key] })),
      }),
      persistOptions<LikesState, Checked<typeof isPersistedLikes>>({
        name: LIKES_STORE_KEY,
        version: 1,
        schema: guard(isPersistedLikes),
        partialize: ({ liked }) => ({ liked }),
      }),
    ),
  ),
  LIKES_STORE_KEY,
);
