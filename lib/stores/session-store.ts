import { isBoolean, isString, nullable, optional, shape, type Checked } from './checks';
import { createPersistedStore } from './persist';

/** Who is signed in on this browser: a local athlete, the admin, or nobody. */
export interface SessionState {
  userId: string | null;
  userName: string | null;
  admin: boolean;
  /** The athlete's session began with her joining the league on this browser (she is greeted, not welcomed back). */
  joined?: boolean;
  signIn: (user: { id: string; name: string }, how?: { joined: boolean }) => void;
  /** Ends the whole session (athlete and admin). */
  signOut: () => void;
  adminSignIn: () => void;
  /** Ends the whole session too (the admin console's Sign out). */
  adminSignOut: () => void;
}

const isPersistedSession = shape({ userId: nullable(isString), userName: nullable(isString), admin: isBoolean, joined: optional(isBoolean) });

export const useSessionStore = createPersistedStore<SessionState, Checked<typeof isPersistedSession>>(
  'session',
  { version: 1, check: isPersistedSession, partialize: ({ userId, userName, admin, joined }) => ({ userId, userName, admin, joined }) },
  (set) => ({
    userId: null,
    userName: null,
    admin: false,
    signIn: (user, how) => set({ userId: user.id, userName: user.name, joined: how?.joined ?? false }),
    // Either sign-out ends the whole session on this browser: athlete and admin alike.
    signOut: () => set({ userId: null, userName: null, admin: false, joined: false }),
    adminSignIn: () => set({ admin: true }),
    adminSignOut: () => set({ userId: null, userName: null, admin: false, joined: false }),
  }),
);
