import { matchesHash } from '@/lib/accounts/password';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD_HASH } from './demo-credentials';
import { parseAdminHash } from './password-hash';
import { SESSION_STORAGE_KEYS } from '@/lib/stores/storage-keys';

/** Admin sign-in: this many wrong tries in a row lock the form for ADMIN_LOCK_MS. */
export const ADMIN_MAX_ATTEMPTS = 5;
export const ADMIN_LOCK_MS = 30_000;

/**
 * The admin gate, a convenience and not security: the email and a salted PBKDF2 hash of the password
 * are build-time values (lib/admin/password-hash.ts). Demo defaults: admin@wal.example / wal-admin-demo.
 * A static site cannot keep a secret: anyone can read the hash in the bundle, so the hash is salted and
 * slow (no lookup table gives the password back), and publishing needs a GitHub token besides.
 */
export const ADMIN_EMAIL = (process.env.NEXT_PUBLIC_ADMIN_EMAIL || DEMO_ADMIN_EMAIL).trim().toLowerCase();
export const ADMIN_PASSWORD_HASH = (process.env.NEXT_PUBLIC_ADMIN_PASSWORD_HASH || DEMO_ADMIN_PASSWORD_HASH).trim();

export async function checkAdminCredentials(email: string, password: string, expected = { email: ADMIN_EMAIL, hash: ADMIN_PASSWORD_HASH }): Promise<boolean> {
  const stored = parseAdminHash(expected.hash);
  // The hash is derived whatever the email, so a wrong email takes as long as a wrong password.
  const matches = stored ? await matchesHash(password, stored) : false;
  return matches && email.trim().toLowerCase() === expected.email;
}

/** Wrong tries in a row and the time the form unlocks (ms since epoch), if locked. */
export interface LockoutState {
  failures: number;
  lockedUntil: number | null;
}

export const initialLockout: LockoutState = { failures: 0, lockedUntil: null };

/** Milliseconds left on the lock at `now` (0 when the form is open). */
export function lockRemaining(state: LockoutState, now: number): number {
  return state.lockedUntil && state.lockedUntil > now ? state.lockedUntil - now : 0;
}

/** After a wrong pair: the fifth failure in a row locks the form for 30 s and starts a new count. */
export function recordFailure(state: LockoutState, now: number, max = ADMIN_MAX_ATTEMPTS, lockMs = ADMIN_LOCK_MS): LockoutState {
  const failures = state.failures + 1;
  return failures >= max
    ? { failures: 0, lockedUntil: now + lockMs }
    : { failures, lockedUntil: state.lockedUntil && state.lockedUntil > now ? state.lockedUntil : null };
}

/** A right pair clears the count. */
export function recordSuccess(): LockoutState {
  return { ...initialLockout };
}

/** Where the lockout is kept for this tab (sessionStorage), so a reload keeps a lock running. */
export interface LockoutStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
}

/** The tab's stored lockout at `now`; anything unreadable, or a lock longer than ADMIN_LOCK_MS from now, counts as none. */
export function readLockout(storage: LockoutStorage, now: number): LockoutState {
  return parseLockout(storage.getItem(SESSION_STORAGE_KEYS.adminLockout), now);
}

/** A stored lockout's text read at `now` (see readLockout). */
export function parseLockout(text: string | null, now: number): LockoutState {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<LockoutState> | null;
    const failures = value?.failures;
    const lockedUntil = value?.lockedUntil;
    if (typeof failures !== 'number' || !Number.isInteger(failures) || failures < 0 || failures >= ADMIN_MAX_ATTEMPTS) return { ...initialLockout };
    if (lockedUntil !== null && (typeof lockedUntil !== 'number' || !Number.isFinite(lockedUntil) || lockedUntil > now + ADMIN_LOCK_MS))
      return { ...initialLockout };
    return { failures, lockedUntil: lockedUntil ?? null };
  } catch {
    return { ...initialLockout };
  }
}

export function saveLockout(storage: LockoutStorage, state: LockoutState): void {
  storage.setItem(SESSION_STORAGE_KEYS.adminLockout, JSON.stringify(state));
}

/** The clock the lockout reads (Playwright's page.clock drives it in tests). */
export function clockNow(): number {
  return Date.now();
}
