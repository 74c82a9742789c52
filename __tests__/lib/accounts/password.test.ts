import { installWebCrypto } from '../../fixtures/web-crypto';
import { hashPassword, sha256Hex, verifyPassword } from '@/lib/accounts/password';
import { PBKDF2_ITERATIONS } from '@/lib/constants';

installWebCrypto();

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

  it('verifies with the iteration count stored with the hash', async () => {
    const stored = await hashPassword('older-hash', 2000);
    await expect(verifyPassword('older-hash', stored)).resolves.toBe(true);
    await expect(verifyPassword('older-hash', { ...stored, iterations: 2001 })).resolves.toBe(false);
  });

  it('matches a known PBKDF2-SHA256 test vector', async () => {
    // RFC 7914 §11: P="passwd", S="salt", c=1, dkLen=64 -> 55ac046e56e3089f...; first 32 bytes here.
    const { fromBase64, toBase64 } = await import('@/lib/accounts/password');
    const salt = toBase64(new TextEncoder().encode('salt'));
    const stored = { algorithm: 'PBKDF2-SHA256' as const, iterations: 1, salt, hash: '' };
    const expectedHex = '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc';
    const expected = toBase64(Uint8Array.from(expectedHex.match(/../g)!.map((h) => parseInt(h, 16))));
    await expect(verifyPassword('passwd', { ...stored, hash: expected })).resolves.toBe(true);
    expect(fromBase64(expected)).toHaveLength(32);
  });

  it('computes hex SHA-256 digests', async () => {
    await expect(sha256Hex('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
