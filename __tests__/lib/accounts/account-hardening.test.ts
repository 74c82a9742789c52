import { installWebCrypto } from '../../fixtures/web-crypto';
import { ACCOUNT_ERRORS, login, logout, register, signInDemoAthlete, type RegistrationInput } from '@/lib/accounts';
import { hashPassword } from '@/lib/accounts/password';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { at } from '@/lib/must';

installWebCrypto();

// Current count 1000, one earlier accepted count (500): cheap, and enough to see the re-hash.
jest.mock('@/lib/accounts/constants', () => ({
  ...jest.requireActual('@/lib/accounts/constants'),
  PBKDF2_ITERATIONS: 1000,
  PBKDF2_PREVIOUS_ITERATIONS: [500],
}));

const PASSWORD = 'Tr4ck-and-F1eld!';
const input: RegistrationInput = { firstName: 'Aisha', lastName: 'Williams', email: 'aisha@example.com', password: PASSWORD, selectedSport: 'track-field' };

beforeEach(() => {
  localStorage.clear();
  useAccountsStore.setState({ users: [], entries: [] });
  useSessionStore.setState({ userId: null, userName: null, admin: false });
});

const storedUser = () => at(useAccountsStore.getState().users, 0, 'stored user');

describe('iteration count on sign-in', () => {
  it('re-hashes a password stored with an earlier accepted count, with the current count', async () => {
    await register(input);
    useAccountsStore.getState().replaceUser({ ...storedUser(), password: await hashPassword(PASSWORD, 500) });
    await login(input.email, PASSWORD);
    expect(storedUser().password.iterations).toBe(1000);
    // And the new hash works.
    logout();
    await expect(login(input.email, PASSWORD)).resolves.toMatchObject({ email: input.email });
  });

  it('refuses a record whose count was tampered with, even with the right password', async () => {
    await register(input);
    logout();
    useAccountsStore.getState().replaceUser({ ...storedUser(), password: { ...storedUser().password, iterations: 1 } });
    await expect(login(input.email, PASSWORD)).rejects.toThrow(ACCOUNT_ERRORS.invalidCredentials);
    expect(useSessionStore.getState().userId).toBeNull();
  });
});

describe('sign-out', () => {
  it('an athlete sign-out clears the whole session, the admin flag too', async () => {
    await register(input);
    useSessionStore.getState().adminSignIn();
    logout();
    expect(useSessionStore.getState()).toMatchObject({ userId: null, userName: null, admin: false });
  });

  it('the admin sign-out clears the athlete too', async () => {
    await register(input);
    useSessionStore.getState().adminSignIn();
    useSessionStore.getState().adminSignOut();
    expect(useSessionStore.getState()).toMatchObject({ userId: null, userName: null, admin: false });
  });
});

describe('without Web Crypto (plain http on a LAN address)', () => {
  let saved: PropertyDescriptor | undefined;
  beforeEach(() => {
    saved = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: saved?.value?.getRandomValues?.bind(saved.value) }, configurable: true });
  });
  afterEach(() => {
    if (saved) Object.defineProperty(globalThis, 'crypto', saved);
  });

  it.each([
    ['join', () => register(input)],
    ['sign in', () => login(input.email, PASSWORD)],
    ['the demo athlete', () => signInDemoAthlete()],
  ])('%s fails with the reason, naming a secure connection', async (_what, run) => {
    await expect(run()).rejects.toThrow(ACCOUNT_ERRORS.webCryptoMissing);
    expect(ACCOUNT_ERRORS.webCryptoMissing).toMatch(/secure connection/);
    expect(useSessionStore.getState().userId).toBeNull();
  });
});
