'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** When this browser accepted the Terms of Service (decisions §2), as an ISO time. */
export interface TermsState {
  acceptedAt: string | null;
  accept: (at?: Date) => void;
}

const persistedSchema = z.object({ acceptedAt: z.nullable(z.iso.datetime()) });

export const TERMS_STORE_KEY = LOCAL_STORAGE_KEYS.terms;

export const useTermsStore = register(
  create<TermsState>()(
    persist(
      (set) => ({
        acceptedAt: null,
        accept: (at = new Date()) => set({ acceptedAt: at.toISOString() }),
      }),
      persistOptions<TermsState, z.infer<typeof persistedSchema>>({
        name: TERMS_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ acceptedAt }) => ({ acceptedAt }),
      }),
    ),
  ),
  TERMS_STORE_KEY,
);
