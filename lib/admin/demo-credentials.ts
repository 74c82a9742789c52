/**
 * The admin gate's documented demo defaults (docs/accounts-and-payments.md "Admin sign-in"): admin@wal.example / wal-admin-demo.
 * Public knowledge, so a build for a public address refuses them (lib/build/production-guard.ts).
 */
export const DEMO_ADMIN_EMAIL = 'admin@wal.example';
/** PBKDF2-SHA256 of "wal-admin-demo" (600,000 iterations, a fixed salt), as `npm run admin-hash` writes it. */
export const DEMO_ADMIN_PASSWORD_HASH = 'pbkdf2-sha256$600000$CS8YEJpxLOruZaWZ1NgtmA==$cQWutEB7gFrdjdpLSGWKcocFCToDbgIF6h0Hl4jCbDU=';
