'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isIsoTime, nullable, shape, type Checked } from './checks';
import { guard, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** When this browser accepted the Terms of Service (decisions §2), as an ISO time. */
export interface TermsState {
  acceptedAt: string | null;
  accept: (at?: Date) => void;
}

const isPersistedTerms = shape({ acceptedAt: nullable(isIsoTime) });

export const TERMS_STORE_KEY = LOCAL_STORAGE_KEYS.terms;

export const useTermsStore = register(
  create<TermsState>()(
    persist(
      (set) => ({
        acceptedAt: null,
        accept: (at = new Date()) => set({ acceptedAt: at.toISOString() }),
      }),
      persistOptions<TermsState, Checked<typeof isPersistedTerms>>({
        name: TERMS_STORE_KEY,
        version: 1,
        schema: guard(isPersistedTerms),
        partialize: ({ acceptedAt }) => ({ acceptedAt }),
      }),
    ),
  ),
  TERMS_STORE_KEY,
);
