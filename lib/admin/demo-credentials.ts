/**
 * The admin gate's documented demo defaults (docs/accounts-and-payments.md "Admin sign-in"): admin@wal.example / wal-admin-demo.
 * Public knowledge, so a build for a public address refuses them (lib/build/production-guard.ts).
 */
export const DEMO_ADMIN_EMAIL = 'admin@wal.example';
/** sha256("wal-admin-demo") */
export const DEMO_ADMIN_PASSWORD_SHA256 = '89e1ab16a040693cccd66c332ad3bac06dd05e60a18d54a87e57e361d7dab458';
