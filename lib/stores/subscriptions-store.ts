import { isString } from './checks';
import { createPersistedStore } from './persist';
import { listOf, type StoredOf } from './records';

/** Newsletter subscriptions kept in this browser (the site has no server; a repeat says "already subscribed"). */
export interface SubscriptionsState {
  emails: string[];
  setEmails: (emails: string[]) => void;
}

const persistedSubscriptions = { emails: listOf(isString) };

export const useSubscriptionsStore = createPersistedStore<SubscriptionsState, StoredOf<typeof persistedSubscriptions>>(
  'subscriptions',
  { version: 1, check: persistedSubscriptions, partialize: ({ emails }) => ({ emails }) },
  (set) => ({ emails: [], setEmails: (emails) => set({ emails }) }),
);
