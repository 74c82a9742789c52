/**
 * The browser-local account layer (no server: register, sign in, profile, entries). Everything lives in this
 * browser (accounts-store, session-store); passwords are only ever kept as PBKDF2-SHA256 hashes.
 *
 * Errors are thrown as `AccountError` with one of the catalogue messages:
 * 'Invalid credentials', 'Email already exists', 'User not found', plus 'Already entered' and
 * 'Contest not found' and the entry-closed message for contest entries.
 *
 * Call these from client code after stored state has been read (useHasHydrated()).
 */
import { isEmail } from '@/lib/email/address';
import { randomId } from '@/lib/ids/random-id';
import type { ContestEntry, StoredUser, UploadMeta, User } from '@/lib/schemas/stored-account';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { realClock, type Clock } from '@/lib/time/clock';
import { isEntryOpen } from '@/lib/contests/entry';
import { entryContestOf, type EntryContest } from '@/lib/contests/entry-contest';
import { DEMO_ATHLETE } from './demo';
import { hashPassword, hasWebCrypto, needsRehash, verifyPassword, WEB_CRYPTO_MISSING } from './password';

export type { User, ContestEntry, UploadMeta };

export const ACCOUNT_ERRORS = {
  invalidCredentials: 'Invalid credentials',
  emailExists: 'Email already exists',
  userNotFound: 'User not found',
  alreadyEntered: 'Already entered',
  /** The contest has started (lib/contests/entry.ts: entry closes at the start, by the visitor's clock). */
  entryClosed: 'Entry closed: the contest has started',
  /** No Web Crypto (a page opened over plain http on a LAN address): say why instead of failing silently. */
  webCryptoMissing: WEB_CRYPTO_MISSING,
} as const;

export type AccountErrorMessage = (typeof ACCOUNT_ERRORS)[keyof typeof ACCOUNT_ERRORS];

export class AccountError extends Error {
  constructor(message: AccountErrorMessage) {
    super(message);
    this.name = 'AccountError';
  }
}

/** What registration takes: the join form's fields and the uploads' name/type/size. */
export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  selectedSport: string;
  selectedEvent?: number | null;
  instagram?: string;
  twitter?: string;
  bio?: string;
  uploads?: UploadMeta[];
}

/** Profile fields an athlete can edit. */
export type ProfileUpdate = Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'instagram' | 'twitter' | 'bio' | 'selectedSport'>>;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function toUser(stored: StoredUser): User {
  // Copy field by field: the password hash never leaves this module.
  const { password: _password, ...user } = stored;
  void _password;
  return { ...user, uploads: user.uploads.map((u) => ({ ...u })) };
}

function storedById(userId: string): StoredUser | undefined {
  return useAccountsStore.getState().users.find((u) => u.id === userId);
}

function storedByEmail(email: string): StoredUser | undefined {
  const wanted = normalizeEmail(email);
  return useAccountsStore.getState().users.find((u) => u.email === wanted);
}

/** The name the header and the dashboard greet with. */
export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Hashing needs Web Crypto: without it, fail with the reason (AccountError) before touching anything. */
function requireWebCrypto(): void {
  if (!hasWebCrypto()) throw new AccountError(ACCOUNT_ERRORS.webCryptoMissing);
}

function startSession(user: User, how = { joined: false }): void {
  useSessionStore.getState().signIn({ id: user.id, name: user.firstName || displayName(user) }, how);
}

/** The dashboard's greeting: a welcome on the session she joined in, a welcome back on any later one. */
export function greeting(user: Pick<User, 'firstName' | 'lastName'>, joined: boolean): string {
  return `${joined ? 'Welcome' : 'Welcome back'}, ${displayName(user)}`;
}

/**
 * Create a local athlete and sign them in. Throws 'Email already exists' when the address is taken
 * (case-insensitive) and a plain Error for an address that is not an email.
 */
export async function register(input: RegistrationInput): Promise<User> {
  requireWebCrypto();
  const email = normalizeEmail(input.email);
  if (!isEmail(email)) throw new Error('Enter a valid email address');
  if (storedByEmail(email)) throw new AccountError(ACCOUNT_ERRORS.emailExists);
  const password = await hashPassword(input.password);
  // Checked again after the (slow) hash: a second tab may have registered the address meanwhile.
  if (storedByEmail(email)) throw new AccountError(ACCOUNT_ERRORS.emailExists);
  const stored: StoredUser = {
    id: randomId('u'),
    createdAt: new Date().toISOString(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email,
    instagram: input.instagram?.trim() ?? '',
    twitter: input.twitter?.trim() ?? '',
    bio: input.bio?.trim() ?? '',
    selectedSport: input.selectedSport,
    selectedEvent: input.selectedEvent ?? null,
    uploads: (input.uploads ?? []).map(({ name, type, size }) => ({ name, type, size })),
    password,
    demo: false,
  };
  await useAccountsStore.getState().addUser(stored);
  // Added under the lock only if no tab had stored the address by then.
  if (!storedById(stored.id)) throw new AccountError(ACCOUNT_ERRORS.emailExists);
  const user = toUser(stored);
  startSession(user, { joined: true });
  return user;
}

/** Sign in with an exact email (any case) and password pair; 'Invalid credentials' otherwise. */
export async function login(email: string, password: string): Promise<User> {
  requireWebCrypto();
  const stored = storedByEmail(email);
  if (!stored || !(await verifyPassword(password, stored.password))) throw new AccountError(ACCOUNT_ERRORS.invalidCredentials);
  // A hash made with an earlier accepted iteration count is replaced by one with the current count.
  if (needsRehash(stored.password)) {
    const rehashed = await hashPassword(password);
    await useAccountsStore.getState().replaceUser({ ...(storedById(stored.id) ?? stored), password: rehashed });
  }
  const user = toUser(stored);
  startSession(user);
  return user;
}

/** Sign the athlete out (every open tab follows through the storage event). */
export function logout(): void {
  useSessionStore.getState().signOut();
}

/** The signed-in athlete, or null (nobody signed in, or the account no longer exists). */
export function getCurrentUser(): User | null {
  const userId = useSessionStore.getState().userId;
  if (!userId) return null;
  const stored = storedById(userId);
  return stored ? toUser(stored) : null;
}

/** One athlete by id, or null. */
export function getUser(userId: string): User | null {
  const stored = storedById(userId);
  return stored ? toUser(stored) : null;
}

/** Every local athlete (the admin's list of applications). */
export function listUsers(): User[] {
  return useAccountsStore.getState().users.map(toUser);
}

/**
 * Save profile fields. Throws 'User not found' for an unknown id and 'Email already exists' when
 * the new address belongs to another athlete.
 */
export function updateProfile(userId: string, patch: ProfileUpdate): User {
  const stored = storedById(userId);
  if (!stored) throw new AccountError(ACCOUNT_ERRORS.userNotFound);
  const next: StoredUser = { ...stored };
  for (const key of ['firstName', 'lastName', 'instagram', 'twitter', 'bio', 'selectedSport'] as const) {
    const value = patch[key];
    if (value !== undefined) next[key] = value.trim();
  }
  if (patch.email !== undefined) {
    const email = normalizeEmail(patch.email);
    if (!isEmail(email)) throw new Error('Enter a valid email address');
    const owner = storedByEmail(email);
    if (owner && owner.id !== userId) throw new AccountError(ACCOUNT_ERRORS.emailExists);
    next.email = email;
  }
  void useAccountsStore.getState().replaceUser(next);
  const user = toUser(next);
  // Her new name in the header; the session stays the one she began (joined or signed in).
  const session = useSessionStore.getState();
  if (session.userId === userId) startSession(user, { joined: session.joined ?? false });
  return user;
}

/**
 * Change the password: the current one must match ('Invalid credentials'),
 * length rules are the form's job. Throws 'User not found' for an unknown id.
 */
export async function changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
  requireWebCrypto();
  const stored = storedById(userId);
  if (!stored) throw new AccountError(ACCOUNT_ERRORS.userNotFound);
  if (!(await verifyPassword(currentPassword, stored.password))) throw new AccountError(ACCOUNT_ERRORS.invalidCredentials);
  const password = await hashPassword(newPassword);
  const latest = storedById(userId) ?? stored;
  await useAccountsStore.getState().replaceUser({ ...latest, password });
}

/**
 * "Explore the demo athlete": signs in the sample athlete, creating it in this
 * browser on first use (email demo@wal.example, password shown on the sign-in panel).
 */
export async function signInDemoAthlete(): Promise<User> {
  const existing = storedByEmail(DEMO_ATHLETE.email);
  if (existing) {
    const user = toUser(existing);
    startSession(user);
    return user;
  }
  requireWebCrypto();
  const stored: StoredUser = {
    id: 'u_demo',
    createdAt: DEMO_ATHLETE.createdAt,
    firstName: DEMO_ATHLETE.firstName,
    lastName: DEMO_ATHLETE.lastName,
    email: DEMO_ATHLETE.email,
    instagram: DEMO_ATHLETE.instagram,
    twitter: DEMO_ATHLETE.twitter,
    bio: DEMO_ATHLETE.bio,
    selectedSport: DEMO_ATHLETE.selectedSport,
    selectedEvent: DEMO_ATHLETE.selectedEvent,
    uploads: [],
    password: await hashPassword(DEMO_ATHLETE.password),
    demo: true,
  };
  await useAccountsStore.getState().addUser(stored);
  const user = toUser(storedById(stored.id) ?? stored);
  startSession(user);
  return user;
}

/**
 * Enter a contest (votes start at 0): the contest as the page that took the fee shows it. Synchronous.
 * The entry keeps the contest's title, sport, dates and prize (lib/contests/entry-contest).
 * Throws AccountError 'User not found', 'Entry closed: the contest has started' from the contest's
 * start on (by `clock`, the visitor's unless a test passes another), or 'Already entered' when this
 * athlete has already entered this contest.
 */
export function createEntry(userId: string, contest: EntryContest, clock: Pick<Clock, 'now'> = realClock): ContestEntry {
  if (!storedById(userId)) throw new AccountError(ACCOUNT_ERRORS.userNotFound);
  if (!isEntryOpen(contest, clock.now())) throw new AccountError(ACCOUNT_ERRORS.entryClosed);
  const contestId = contest.id;
  if (useAccountsStore.getState().entries.some((e) => e.userId === userId && e.contestId === contestId)) {
    throw new AccountError(ACCOUNT_ERRORS.alreadyEntered);
  }
  const entry: ContestEntry = { id: randomId('e'), userId, contestId, submittedAt: new Date().toISOString(), votes: 0, contest: entryContestOf(contest) };
  // Written under the store's lock right after; the entry's id is what the payment record keeps.
  void useAccountsStore.getState().addEntry(entry);
  return { ...entry };
}

/** This athlete's contest entries, oldest first (empty for an unknown id). */
export function getUserEntries(userId: string): ContestEntry[] {
  return useAccountsStore
    .getState()
    .entries.filter((e) => e.userId === userId)
    .map((e) => ({ ...e }));
}

/** Every entry of one contest, oldest first. */
export function getContestEntries(contestId: number): ContestEntry[] {
  return useAccountsStore
    .getState()
    .entries.filter((e) => e.contestId === contestId)
    .map((e) => ({ ...e }));
}
