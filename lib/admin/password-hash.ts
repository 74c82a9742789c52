// Imported by next.config.ts (through the production guard) with relative paths only.
import type { PasswordHash } from '../schemas/stored-account';

/** The fewest PBKDF2 iterations an admin hash may have: fewer is refused by the build. */
export const ADMIN_MIN_ITERATIONS = 100_000;

/**
 * The admin password's build-time hash, one text: `pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>`
 * (`npm run admin-hash` writes it). Salted and slow, so the value shipped in the bundle does not give
 * the password away to a lookup table; null when the text is not such a hash.
 */
export function parseAdminHash(text: string | undefined): PasswordHash | null {
  const m = /^pbkdf2-sha256\$(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/.exec((text ?? '').trim());
  if (!m) return null;
  const iterations = Number(m[1]);
  if (!Number.isSafeInteger(iterations) || iterations < ADMIN_MIN_ITERATIONS) return null;
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: m[2]!, hash: m[3]! };
}

export function formatAdminHash(h: Pick<PasswordHash, 'iterations' | 'salt' | 'hash'>): string {
  return `pbkdf2-sha256$${h.iterations}$${h.salt}$${h.hash}`;
}
