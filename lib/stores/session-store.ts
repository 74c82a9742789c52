'use client';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { guard, isRecord, isStringOrNull, persistOptions, register } from './persist';
import { LOCAL_STORAGE_KEYS } from './storage-keys';

/** Who is signed in on this browser: a local athlete, the admin, or nobody. */
export interface SessionState {
  userId: string | null;
  userName: string | null;
  admin: boolean;
  signIn: (user: { id: string; name: string }) => void;
  /** Ends the whole session (athlete and admin). */
  signOut: () => void;
  adminSignIn: () => void;
  /** Ends the whole session too (the admin console's Sign out). */
  adminSignOut: () => void;
}

type PersistedSession = Pick<SessionState, 'userId' | 'userName' | 'admin'>;

// Loaded on every page, so checked by hand rather than with a validator library.
const persistedSchema = guard(
  (v): v is PersistedSession => isRecord(v) && isStringOrNull(v.userId) && isStringOrNull(v.userName) && typeof v.admin === 'boolean',
);

export const SESSION_STORE_KEY = LOCAL_STORAGE_KEYS.session;

export const useSessionStore = register(
  create<SessionState>()(
    persist(
      (set) => ({
        userId: null,
        userName: null,
        admin: false,
        signIn: (user) => set({ userId: user.id, userName: user.name }),
        // Either sign-out ends the whole session on this browser: athlete and admin alike.
        signOut: () => set({ userId: null, userName: null, admin: false }),
        adminSignIn: () => set({ admin: true }),
        adminSignOut: () => set({ userId: null, userName: null, admin: false }),
      }),
      persistOptions<SessionState, PersistedSession>({
        name: SESSION_STORE_KEY,
        version: 1,
        schema: persistedSchema,
        partialize: ({ userId, userName, admin }) => ({ userId, userName, admin }),
      }),
    ),
  ),
  SESSION_STORE_KEY,
);
