import { isIsoTime, nullable, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

/** When this browser accepted the Terms of Service, as an ISO time. */
export interface TermsState {
  acceptedAt: string | null;
  accept: (at?: Date) => void;
}

const isPersistedTerms = shape({ acceptedAt: nullable(isIsoTime) });

export const useTermsStore = createPersistedStore<TermsState, Checked<typeof isPersistedTerms>>(
  'terms',
  { version: 1, check: isPersistedTerms, partialize: ({ acceptedAt }) => ({ acceptedAt }) },
  (set) => ({
    acceptedAt: null,
    accept: (at = new Date()) => set({ acceptedAt: at.toISOString() }),
  }),
);
