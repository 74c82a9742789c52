import { isContestEntry, isStoredUser, type ContestEntry, type StoredUser } from '@/lib/schemas/stored-account';
import { arrayOf, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

/**
 * Local athlete accounts and their contest entries (the data layer's "users" and "entries").
 * Use the functions in lib/accounts rather than this store directly: they hash passwords and
 * enforce the rules. The session (who is signed in) lives in session-store.
 */
export interface AccountsState {
  users: StoredUser[];
  entries: ContestEntry[];
  addUser: (user: StoredUser) => void;
  replaceUser: (user: StoredUser) => void;
  addEntry: (entry: ContestEntry) => void;
}

const isPersistedAccounts = shape({ users: arrayOf(isStoredUser), entries: arrayOf(isContestEntry) });

export const useAccountsStore = createPersistedStore<AccountsState, Checked<typeof isPersistedAccounts>>(
  'accounts',
  { version: 1, check: isPersistedAccounts, partialize: ({ users, entries }) => ({ users, entries }) },
  (set) => ({
    users: [],
    entries: [],
    addUser: (user) => set((s) => ({ users: [...s.users, user] })),
    replaceUser: (user) => set((s) => ({ users: s.users.map((u) => (u.id === user.id ? user : u)) })),
    addEntry: (entry) => set((s) => ({ entries: [...s.entries, entry] })),
  }),
);
