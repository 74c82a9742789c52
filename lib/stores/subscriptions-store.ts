'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { guard, isRecord, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** Newsletter subscriptions kept in this browser (no server: decisions §2). */
export interface SubscriptionsState {
  emails: string[];
  setEmails: (emails: string[]) => void;
}

type PersistedSubscriptions = { emails: string[] };
const persistedSchema = guard((v): v is PersistedSubscriptions => isRecord(v) && Array.isArray(v.emails) && v.emails.every((e) => typeof e === 'string'));
export const SUBSCRIPTIONS_STORE_KEY = LOCAL_STORAGE_KEYS.subscriptions;

export const useSubscriptionsStore = register(
  create<SubscriptionsState>()(
    persist(
      (set) => ({ emails: [], setEmails: (emails) => set({ emails }) }),
      persistOptions<SubscriptionsState, PersistedSubscriptions>({
        name: SUBSCRIPTIONS_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ emails }) => ({ emails }),
      }),
    ),
  ),
  SUBSCRIPTIONS_STORE_KEY,
);
