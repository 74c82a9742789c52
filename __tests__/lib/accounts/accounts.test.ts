import { installWebCrypto } from '../../fixtures/web-crypto';
import {
  ACCOUNT_ERRORS,
  AccountError,
  changePassword,
  createEntry,
  getContestEntries,
  getCurrentUser,
  getUser,
  getUserEntries,
  greeting,
  listUsers,
  login,
  logout,
  register,
  signInDemoAthlete,
  updateProfile,
  type RegistrationInput,
} from '@/lib/accounts';
import { DEMO_ATHLETE } from '@/lib/accounts/demo';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { hydrateAll } from '@/lib/stores/hydration';
import { contestWindow } from '@/lib/contests/entry';
import { createManualClock } from '@/lib/time/clock';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { at } from '@/lib/must';
import type { Contest } from '@/lib/schemas/contest';
import fixtureContests from '../../fixtures/data-sample/contests.json';

installWebCrypto();

// Behaviour, not cost: a cheap iteration count keeps these tests fast (password.test.ts checks the real one).
// Contests of the fixture (__tests__/fixtures/data-sample/contests.json: contests 3 and 6), not data/'s: the page entering one hands it over.
const contests = (fixtureContests as { contests: Contest[] }).contests;
const contest3 = contests.find((c) => c.id === 3)!;
jest.mock('@/lib/accounts/constants', () => ({ ...jest.requireActual('@/lib/accounts/constants'), PBKDF2_ITERATIONS: 1000 }));

const PASSWORD = 'Tr4ck-and-F1eld!';
const input: RegistrationInput = {
  firstName: 'Aisha',
  lastName: 'Williams',
  email: 'Aisha@Example.com',
  password: PASSWORD,
  selectedSport: 'track-field',
  selectedEvent: 3,
  instagram: '@aisha',
  twitter: '',
  bio: 'Sprinter.',
  uploads: [{ name: 'start.jpg', type: 'image/jpeg', size: 2048 }],
};

beforeEach(() => {
  localStorage.clear();
  useAccountsStore.setState({ users: [], entries: [] });
  useSessionStore.setState({ userId: null, userName: null, admin: false });
});

function everythingStored(): string {
  return Object.keys(localStorage)
    .map((k) => `${k}=${localStorage.getItem(k)}`)
    .join('\n');
}

describe('register', () => {
  it('creates a user with a random id, ISO createdAt and the registration fields, and signs them in', async () => {
    const user = await register(input);
    expect(user.id).toMatch(/^u_[0-9a-f]{16}$/);
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(user).toMatchObject({
      firstName: 'Aisha',
      lastName: 'Williams',
      email: 'aisha@example.com',
      selectedSport: 'track-field',
      selectedEvent: 3,
      instagram: '@aisha',
      bio: 'Sprinter.',
    });
    expect(user.uploads).toEqual([{ name: 'start.jpg', type: 'image/jpeg', size: 2048 }]);
    expect(useSessionStore.getState()).toMatchObject({ userId: user.id, userName: 'Aisha' });
    expect(getCurrentUser()?.id).toBe(user.id);
  });

  it('never hands out or stores the plain password', async () => {
    const user = await register(input);
    expect(JSON.stringify(user)).not.toContain(PASSWORD);
    expect(user).not.toHaveProperty('password');
    const stored = everythingStored();
    expect(stored).toContain(LOCAL_STORAGE_KEYS.accounts);
    expect(stored).toContain('PBKDF2-SHA256');
    expect(stored).not.toContain(PASSWORD);
  });

  it('keeps only name, type and size of uploads', async () => {
    const withExtra = { ...input, uploads: [{ name: 'a.png', type: 'image/png', size: 9, contents: 'data:...' } as never] };
    const user = await register(withExtra);
    expect(user.uploads).toEqual([{ name: 'a.png', type: 'image/png', size: 9 }]);
    expect(everythingStored()).not.toContain('data:...');
  });

  it("rejects a taken email, in any letter case, with 'Email already exists'", async () => {
    await register(input);
    await expect(register({ ...input, email: 'AISHA@example.COM' })).rejects.toThrow(new AccountError('Email already exists'));
    expect(listUsers()).toHaveLength(1);
  });

  it('rejects an address that is not an email', async () => {
    await expect(register({ ...input, email: 'not-an-email' })).rejects.toThrow('Enter a valid email address');
  });
});

describe('login and logout', () => {
  it('signs in with the exact password and any email case', async () => {
    const { id } = await register(input);
    logout();
    expect(getCurrentUser()).toBeNull();
    const user = await login('aisha@EXAMPLE.com', PASSWORD);
    expect(user.id).toBe(id);
    expect(useSessionStore.getState().userId).toBe(id);
  });

  it("answers 'Invalid credentials' to a wrong password and to an unknown email", async () => {
    await register(input);
    logout();
    await expect(login('aisha@example.com', 'wrong-password')).rejects.toThrow('Invalid credentials');
    await expect(login('nobody@example.com', PASSWORD)).rejects.toThrow('Invalid credentials');
    expect(useSessionStore.getState().userId).toBeNull();
  });

  it('logout clears the stored session', async () => {
    await register(input);
    logout();
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.session)!).state).toMatchObject({ userId: null, userName: null });
  });

  it('greets her with a welcome on the session she joined in, and a welcome back once she signs in again', async () => {
    const user = await register(input);
    expect(greeting(user, useSessionStore.getState().joined ?? false)).toBe('Welcome, Aisha Williams');
    updateProfile(user.id, { bio: 'Sprinter.' });
    expect(useSessionStore.getState().joined).toBe(true);
    logout();
    await login('aisha@example.com', PASSWORD);
    expect(greeting(user, useSessionStore.getState().joined ?? false)).toBe('Welcome back, Aisha Williams');
  });

  it('getCurrentUser is null when the signed-in id has no account', () => {
    useSessionStore.setState({ userId: 'u_gone', userName: 'Gone' });
    expect(getCurrentUser()).toBeNull();
  });
});

describe('profile and password', () => {
  it('updates profile fields and the greeting name, and survives a reload of stored state', async () => {
    const { id } = await register(input);
    const user = updateProfile(id, { firstName: ' Ash ', bio: 'Sprinter and coach.', email: 'ash@example.com' });
    expect(user).toMatchObject({ firstName: 'Ash', bio: 'Sprinter and coach.', email: 'ash@example.com' });
    expect(useSessionStore.getState().userName).toBe('Ash');
    const saved = localStorage.getItem(LOCAL_STORAGE_KEYS.accounts)!;
    useAccountsStore.setState({ users: [], entries: [] });
    localStorage.setItem(LOCAL_STORAGE_KEYS.accounts, saved);
    await hydrateAll();
    expect(getUser(id)).toMatchObject({ firstName: 'Ash', email: 'ash@example.com' });
  });

  it("throws 'User not found' for an unknown id", async () => {
    expect(() => updateProfile('u_missing', { bio: 'x' })).toThrow('User not found');
    await expect(changePassword('u_missing', 'a', 'bbbbbbbb')).rejects.toThrow('User not found');
  });

  it("refuses another athlete's email with 'Email already exists'", async () => {
    await register({ ...input, email: 'first@example.com' });
    const second = await register({ ...input, email: 'second@example.com' });
    expect(() => updateProfile(second.id, { email: 'FIRST@example.com' })).toThrow('Email already exists');
    expect(updateProfile(second.id, { email: 'second@example.com' }).email).toBe('second@example.com');
  });

  it('changes the password only when the current one matches', async () => {
    const { id } = await register(input);
    await expect(changePassword(id, 'not-it', 'new-password-1')).rejects.toThrow('Invalid credentials');
    await changePassword(id, PASSWORD, 'new-password-1');
    logout();
    await expect(login(input.email, PASSWORD)).rejects.toThrow('Invalid credentials');
    await expect(login(input.email, 'new-password-1')).resolves.toMatchObject({ id });
    expect(everythingStored()).not.toContain('new-password-1');
  });
});

describe('demo athlete', () => {
  it('creates the sample athlete once and signs it in', async () => {
    const first = await signInDemoAthlete();
    logout();
    const again = await signInDemoAthlete();
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ demo: true, email: DEMO_ATHLETE.email });
    expect(listUsers()).toHaveLength(1);
    logout();
    await expect(login(DEMO_ATHLETE.email, DEMO_ATHLETE.password)).resolves.toMatchObject({ id: first.id });
    expect(everythingStored()).not.toContain(`"${DEMO_ATHLETE.password}"`);
  });
});

/** A clock a minute before a contest starts (its entry still open), and one at `offset` ms from its start. */
const atStartOf = (contest: Contest, offset: number) => createManualClock(contestWindow(contest).startMs + offset);
const beforeStart = (contest: Contest) => atStartOf(contest, -60_000);

describe('contests and entries', () => {
  it('creates an entry with votes 0 that keeps what the dashboard shows of the contest, lists it per user and per contest', async () => {
    const { id } = await register(input);
    const entry = createEntry(id, contest3, beforeStart(contest3));
    expect(entry).toMatchObject({ userId: id, contestId: 3, votes: 0, id: expect.stringMatching(/^e_/) });
    const { title, category, startDate, endDate, prize } = contest3;
    expect(entry.contest).toEqual({ id: 3, title, category, startDate, endDate, prize });
    expect(getUserEntries(id)).toEqual([entry]);
    expect(getContestEntries(3)).toEqual([entry]);
    expect(getContestEntries(6)).toEqual([]);
    expect(getUserEntries('u_other')).toEqual([]);
  });

  it("refuses a second entry to the same contest with 'Already entered'", async () => {
    const { id } = await register(input);
    createEntry(id, contest3, beforeStart(contest3));
    expect(() => createEntry(id, contest3, beforeStart(contest3))).toThrow(new AccountError('Already entered'));
    expect(getUserEntries(id)).toHaveLength(1);
  });

  it('refuses unknown users', async () => {
    await register(input);
    expect(() => createEntry('u_nobody', contest3, beforeStart(contest3))).toThrow('User not found');
  });

  it("refuses an entry from the contest's start on, by the clock it is given, and stores nothing", async () => {
    const { id } = await register(input);
    for (const contest of contests) {
      for (const offset of [0, 1, contestWindow(contest).endMs - contestWindow(contest).startMs + 1]) {
        expect(() => createEntry(id, contest, atStartOf(contest, offset))).toThrow(new AccountError(ACCOUNT_ERRORS.entryClosed));
      }
    }
    expect(getUserEntries(id)).toEqual([]);
    expect(ACCOUNT_ERRORS.entryClosed).toMatch(/entry closed/i);
  });

  it('accepts an entry up to the last millisecond before the start', async () => {
    const { id } = await register(input);
    const contest = at(contests, 0, 'contest');
    expect(createEntry(id, contest, atStartOf(contest, -1))).toMatchObject({ contestId: contest.id, votes: 0 });
  });

  it("takes the visitor's clock when none is given: a contest already started is refused", async () => {
    const { id } = await register(input);
    const contest = at(contests, 0, 'contest');
    jest.useFakeTimers({ now: contestWindow(contest).startMs + 1000 });
    try {
      expect(() => createEntry(id, contest)).toThrow(ACCOUNT_ERRORS.entryClosed);
    } finally {
      jest.useRealTimers();
    }
    expect(getContestEntries(contest.id)).toEqual([]);
  });
});
