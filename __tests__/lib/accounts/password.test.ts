import { installWebCrypto } from '../../fixtures/web-crypto';
import { hashPassword, matchesHash, needsRehash, verifyPassword } from '@/lib/accounts/password';
import { PBKDF2_ITERATIONS } from '@/lib/accounts/constants';

installWebCrypto();

// A cheap current count (and one earlier accepted count) keeps these tests fast; the real figure is checked below.
jest.mock('@/lib/accounts/constants', () => ({
  ...jest.requireActual('@/lib/accounts/constants'),
  PBKDF2_ITERATIONS: 1000,
  PBKDF2_PREVIOUS_ITERATIONS: [2000],
}));

/** A well-formed record of `password` that claims `iterations` (a tampered count). */
async function matchingHashWith(password: string, iterations: number) {
  const stored = await hashPassword(password, 1000);
  return { ...stored, iterations };
}

describe('password hashing', () => {
  it('stores PBKDF2-SHA256 with salt, hash and iteration count, and no trace of the password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toEqual({ algorithm: 'PBKDF2-SHA256', iterations: PBKDF2_ITERATIONS, salt: expect.any(String), hash: expect.any(String) });
    expect(JSON.stringify(stored)).not.toContain('correct horse battery');
    expect(atob(stored.hash)).toHaveLength(32);
    expect(atob(stored.salt)).toHaveLength(16);
  });

  it('uses a fresh random salt each time, so equal passwords hash differently', async () => {
    const a = await hashPassword('same-password', 1000);
    const b = await hashPassword('same-password', 1000);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('s3cret-pass', 1000);
    await expect(verifyPassword('s3cret-pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-pasS', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('verifies with the iteration count stored with the hash, when it is an accepted one', async () => {
    const stored = await hashPassword('older-hash', 2000);
    await expect(verifyPassword('older-hash', stored)).resolves.toBe(true);
    await expect(verifyPassword('older-hash', { ...stored, iterations: 2001 })).resolves.toBe(false);
  });

  it.each([1, 999, 1001, 1_000_000_000_000])(
    'refuses a stored count of %d without hashing (a tampered record can neither weaken nor freeze sign-in)',
    async (iterations) => {
      const stored = await matchingHashWith('tampered', iterations);
      const derive = jest.spyOn(globalThis.crypto.subtle, 'deriveBits');
      await expect(verifyPassword('tampered', stored)).resolves.toBe(false);
      expect(derive).not.toHaveBeenCalled();
      derive.mockRestore();
    },
  );

  it('asks for a re-hash only when the stored count is not the current one', async () => {
    expect(needsRehash(await hashPassword('x', 1000))).toBe(false);
    expect(needsRehash(await hashPassword('x', 2000))).toBe(true);
  });

  it('hashes passwords in Unicode NFC: the same text typed composed or decomposed signs in', async () => {
    const composed = 'caf\u00e9-\u00c5ngstr\u00f6m';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const stored = await hashPassword(decomposed);
    await expect(verifyPassword(composed, stored)).resolves.toBe(true);
  });

  it('the real current count is at least the OWASP 2023 figure, and earlier accepted counts are lower but not weak', () => {
    const real = jest.requireActual('@/lib/accounts/constants') as typeof import('@/lib/accounts/constants');
    expect(real.PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(real.PBKDF2_PREVIOUS_ITERATIONS).not.toContain(real.PBKDF2_ITERATIONS);
    expect(real.PBKDF2_PREVIOUS_ITERATIONS.every((n) => n >= 100_000 && n < real.PBKDF2_ITERATIONS)).toBe(true);
  });

  it('matches a known PBKDF2-SHA256 test vector', async () => {
    // RFC 7914 §11: P="passwd", S="salt", c=1, dkLen=64 -> 55ac046e56e3089f...; first 32 bytes here.
    const { fromBase64, toBase64 } = await import('@/lib/accounts/password');
    const salt = toBase64(new TextEncoder().encode('salt'));
    const stored = { algorithm: 'PBKDF2-SHA256' as const, iterations: 1, salt, hash: '' };
    const expectedHex = '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc';
    const expected = toBase64(Uint8Array.from(expectedHex.match(/../g)!.map((h) => parseInt(h, 16))));
    await expect(matchesHash('passwd', { ...stored, hash: expected })).resolves.toBe(true);
    expect(fromBase64(expected)).toHaveLength(32);
  });
});
