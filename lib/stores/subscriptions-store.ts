import { arrayOf, isString, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

/** Newsletter subscriptions kept in this browser (the site has no server; a repeat says "already subscribed"). */
export interface SubscriptionsState {
  emails: string[];
  setEmails: (emails: string[]) => void;
}

const isPersistedSubscriptions = shape({ emails: arrayOf(isString) });

export const useSubscriptionsStore = createPersistedStore<SubscriptionsState, Checked<typeof isPersistedSubscriptions>>(
  'subscriptions',
  { version: 1, check: isPersistedSubscriptions, partialize: ({ emails }) => ({ emails }) },
  (set) => ({ emails: [], setEmails: (emails) => set({ emails }) }),
);
