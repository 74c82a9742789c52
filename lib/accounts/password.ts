import { PASSWORD_SALT_BYTES, PBKDF2_ITERATIONS, PBKDF2_PREVIOUS_ITERATIONS } from '@/lib/accounts/constants';
import type { PasswordHash } from '@/lib/schemas/stored-account';

const KEY_BITS = 256;

/** Browsers give Web Crypto only to secure pages (https, localhost): plain http on a LAN address has none. */
export const WEB_CRYPTO_MISSING =
  'This browser cannot check passwords on this page because it was not opened over a secure connection. Open the site with https:// (or on this device as localhost) and try again.';

export class WebCryptoMissingError extends Error {
  constructor() {
    super(WEB_CRYPTO_MISSING);
    this.name = 'WebCryptoMissingError';
  }
}

export function hasWebCrypto(): boolean {
  return Boolean(globalThis.crypto?.subtle && globalThis.crypto.getRandomValues);
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new WebCryptoMissingError();
  return s;
}

/** The iteration counts a stored hash may carry: the current one, then the earlier ones listed in constants. */
export function acceptedIterations(): readonly number[] {
  return [PBKDF2_ITERATIONS, ...PBKDF2_PREVIOUS_ITERATIONS];
}

/** True when a verified hash should be replaced by one with the current iteration count. */
export function needsRehash(stored: PasswordHash): boolean {
  return stored.iterations !== PBKDF2_ITERATIONS;
}

export function toBase64(bytes: Uint8Array): string {
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin);
}

export function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Passwords are hashed in Unicode NFC, so "é" typed as one code point or as e + accent is the same password. */
async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', new TextEncoder().encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

/** PBKDF2-SHA256 with a fresh random salt per user. The result holds no trace of the password. */
export async function hashPassword(password: string, iterations: number = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  if (!hasWebCrypto()) throw new WebCryptoMissingError();
  const salt = new Uint8Array(PASSWORD_SALT_BYTES);
  globalThis.crypto.getRandomValues(salt);
  const hash = await derive(password, salt, iterations);
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: toBase64(salt), hash: toBase64(hash) };
}

/** Compare in constant time over the whole key, so timing does not tell how much matched. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (const [i, byte] of a.entries()) diff |= byte ^ (b[i] ?? 0);
  return diff === 0;
}

/**
 * True when `password` derives the stored hash with the stored salt and iteration count. A count
 * other than the accepted ones (acceptedIterations) is refused without hashing.
 */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  if (!acceptedIterations().includes(stored.iterations)) return false;
  return matchesHash(password, stored);
}

/** The bare PBKDF2 comparison, for any iteration count (test vectors); sign-in uses verifyPassword. */
export async function matchesHash(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  return sameBytes(actual, expected);
}
