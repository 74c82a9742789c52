'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isContestEntry, isStoredUser, type ContestEntry, type StoredUser } from '@/lib/schemas/stored-account';
import { arrayOf, shape, type Checked } from './checks';
import { guard, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/**
 * Local athlete accounts and their contest entries (spec §3 keys "users" and "entries").
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

export const ACCOUNTS_STORE_KEY = LOCAL_STORAGE_KEYS.accounts;

export const useAccountsStore = register(
  create<AccountsState>()(
    persist(
      (set) => ({
        users: [],
        entries: [],
        addUser: (user) => set((s) => ({ users: [...s.users, user] })),
        replaceUser: (user) => set((s) => ({ users: s.users.map((u) => (u.id === user.id ? user : u)) })),
        addEntry: (entry) => set((s) => ({ entries: [...s.entries, entry] })),
      }),
      persistOptions<AccountsState, Checked<typeof isPersistedAccounts>>({
        name: ACCOUNTS_STORE_KEY,
        version: 1,
        schema: guard(isPersistedAccounts),
        partialize: ({ users, entries }) => ({ users, entries }),
      }),
    ),
  ),
  ACCOUNTS_STORE_KEY,
);
