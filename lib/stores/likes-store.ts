'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** What this browser has liked (winner cards), as keys like "winner:3". */
export interface LikesState {
  liked: string[];
  toggle: (key: string) => void;
}

const persistedSchema = z.object({ liked: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(1000)) });

export const LIKES_STORE_KEY = LOCAL_STORAGE_KEYS.likes;

export const useLikesStore = register(
  create<LikesState>()(
    persist(
      (set) => ({
        liked: [],
        toggle: (key) => set((s) => ({ liked: s.liked.includes(key) ? s.liked.filter((k) => k !== key) : [...s.liked, key] })),
      }),
      persistOptions<LikesState, z.infer<typeof persistedSchema>>({
        name: LIKES_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ liked }) => ({ liked }),
      }),
    ),
  ),
  LIKES_STORE_KEY,
);
