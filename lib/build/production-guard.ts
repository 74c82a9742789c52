// Imported by next.config.ts with relative paths only (no "@/" alias there).
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD_HASH } from '../admin/demo-credentials';
import { parseAdminHash } from '../admin/password-hash';
import { PAYPAL_SANDBOX_CLIENT_ID } from '../payments/paypal-config';

type Env = Record<string, string | undefined>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

/** True when SITE_URL is unset (the build's default, http://localhost:3000) or names this machine. */
export function isLocalSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl || !siteUrl.trim()) return true;
  let host: string;
  try {
    host = new URL(siteUrl.trim()).hostname.toLowerCase();
  } catch {
    return false; // not a URL: treat as public, so the guard still applies
  }
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
}

/** Each demo value a build would ship, as the variable to set and why. */
export function demoValuesInUse(env: Env): Array<{ variable: string; reason: string }> {
  const found: Array<{ variable: string; reason: string }> = [];
  const clientId = env.NEXT_PUBLIC_PAYPAL_CLIENT_ID?.trim() || PAYPAL_SANDBOX_CLIENT_ID;
  if (clientId === PAYPAL_SANDBOX_CLIENT_ID) {
    found.push({
      variable: 'NEXT_PUBLIC_PAYPAL_CLIENT_ID',
      reason: `is PayPal's sandbox id "${PAYPAL_SANDBOX_CLIENT_ID}" (no real money is taken); set your live client id`,
    });
  }
  const email = (env.NEXT_PUBLIC_ADMIN_EMAIL?.trim() || DEMO_ADMIN_EMAIL).toLowerCase();
  if (email === DEMO_ADMIN_EMAIL) {
    found.push({ variable: 'NEXT_PUBLIC_ADMIN_EMAIL', reason: `is the public demo address ${DEMO_ADMIN_EMAIL}; set your admin's email` });
  }
  const hash = env.NEXT_PUBLIC_ADMIN_PASSWORD_HASH?.trim() || DEMO_ADMIN_PASSWORD_HASH;
  if (hash === DEMO_ADMIN_PASSWORD_HASH) {
    found.push({
      variable: 'NEXT_PUBLIC_ADMIN_PASSWORD_HASH',
      reason: 'is the hash of the public demo password; set the one `npm run admin-hash` writes for your own password',
    });
  }
  return found;
}

/**
 * A build for a public address (SITE_URL not localhost) must not ship PayPal's sandbox
 * id or the demo admin credentials, unless the builder says ALLOW_DEMO_CREDENTIALS=1. Returns the
 * message to fail the build with, naming each variable to set, or null when the build may go on.
 */
export function productionGuardError(env: Env): string | null {
  // A hash that cannot be read would lock every admin out: refused on any build, local or not.
  const hash = env.NEXT_PUBLIC_ADMIN_PASSWORD_HASH?.trim();
  if (hash && !parseAdminHash(hash))
    return 'NEXT_PUBLIC_ADMIN_PASSWORD_HASH is not a password hash the admin sign-in can use (pbkdf2-sha256$<iterations of at least 100000>$<salt>$<hash>): write it with `npm run admin-hash`.';
  if (env.NEXT_PUBLIC_ADMIN_PASSWORD_SHA256?.trim())
    return 'NEXT_PUBLIC_ADMIN_PASSWORD_SHA256 is no longer read: the admin password is now a salted PBKDF2 hash. Write it with `npm run admin-hash` and set NEXT_PUBLIC_ADMIN_PASSWORD_HASH instead.';
  if (isLocalSiteUrl(env.SITE_URL)) return null;
  if (env.ALLOW_DEMO_CREDENTIALS?.trim() === '1') return null;
  const found = demoValuesInUse(env);
  if (found.length === 0) return null;
  return [
    `Refusing to build for ${env.SITE_URL!.trim()} with demo credentials:`,
    ...found.map((f) => `  - ${f.variable} ${f.reason}.`),
    `Set ${found.map((f) => f.variable).join(', ')}, or set ALLOW_DEMO_CREDENTIALS=1 to build a public demo on purpose.`,
  ].join('\n');
}

/** For next.config.ts: throws the guard's message, so `next build` stops before any page is built. */
export function assertProductionSafe(env: Env = process.env): void {
  const message = productionGuardError(env);
  if (message) throw new Error(message);
}
