// Imported by next.config.ts with relative paths only (no "@/" alias there).
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD_SHA256 } from '../admin/demo-credentials';
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
  const digest = (env.NEXT_PUBLIC_ADMIN_PASSWORD_SHA256?.trim() || DEMO_ADMIN_PASSWORD_SHA256).toLowerCase();
  if (digest === DEMO_ADMIN_PASSWORD_SHA256) {
    found.push({ variable: 'NEXT_PUBLIC_ADMIN_PASSWORD_SHA256', reason: 'is the digest of the public demo password; set the SHA-256 of your own password' });
  }
  return found;
}

/**
 * A build for a public address (SITE_URL not localhost) must not ship PayPal's sandbox
 * id or the demo admin credentials, unless the builder says ALLOW_DEMO_CREDENTIALS=1. Returns the
 * message to fail the build with, naming each variable to set, or null when the build may go on.
 */
export function productionGuardError(env: Env): string | null {
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
