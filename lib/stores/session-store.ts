import { isBoolean, isString, nullable, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

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

const isPersistedSession = shape({ userId: nullable(isString), userName: nullable(isString), admin: isBoolean });

export const useSessionStore = createPersistedStore<SessionState, Checked<typeof isPersistedSession>>(
  'session',
  { version: 1, check: isPersistedSession, partialize: ({ userId, userName, admin }) => ({ userId, userName, admin }) },
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
);
