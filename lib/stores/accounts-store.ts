import { isContestEntry, isStoredUser, type ContestEntry, type StoredUser } from '@/lib/schemas/stored-account';
import { createPersistedStore } from './persist';
import { listOf, type StoredOf } from './records';
import type { Check } from './checks';

/**
 * Local athlete accounts and their contest entries (the data layer's "users" and "entries").
 * Use the functions in lib/accounts rather than this store directly: they hash passwords and
 * enforce the rules. The session (who is signed in) lives in session-store.
 *
 * Every change applies to the accounts stored now, under the store's lock across tabs, and resolves
 * once written: a user whose id or email is already stored is not added again, nor a second entry of
 * one athlete in one contest.
 */
export interface AccountsState {
  users: StoredUser[];
  entries: ContestEntry[];
  addUser: (user: StoredUser) => Promise<void>;
  replaceUser: (user: StoredUser) => Promise<void>;
  addEntry: (entry: ContestEntry) => Promise<void>;
}

const persistedAccounts = { users: listOf(isStoredUser), entries: listOf(isContestEntry as Check<ContestEntry>) };

export const useAccountsStore = createPersistedStore<AccountsState, StoredOf<typeof persistedAccounts>>(
  'accounts',
  { version: 1, check: persistedAccounts, partialize: ({ users, entries }) => ({ users, entries }) },
  (_set, _get, _api, update) => ({
    users: [],
    entries: [],
    addUser: (user) => update((s) => (s.users.some((u) => u.id === user.id || u.email === user.email) ? {} : { users: [...s.users, user] })),
    replaceUser: (user) => update((s) => ({ users: s.users.map((u) => (u.id === user.id ? user : u)) })),
    addEntry: (entry) =>
      update((s) =>
        s.entries.some((e) => e.id === entry.id || (e.userId === entry.userId && e.contestId === entry.contestId)) ? {} : { entries: [...s.entries, entry] },
      ),
  }),
);
