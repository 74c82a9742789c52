/** Accounts: profile and password limits, and the password hashing parameters. */
export const BIO_MAX_LENGTH = 500;
export const PASSWORD_MIN_LENGTH = 8;
/** Accounts: passwords kept only as a salted hash. PBKDF2-SHA256 iterations for new password hashes (OWASP 2023 figure). */
export const PBKDF2_ITERATIONS = 600_000;
/**
 * Earlier values of PBKDF2_ITERATIONS still accepted at sign-in (and re-hashed with the current count
 * then). Empty until the count changes: put the old value here when raising it. Any other stored count
 * is refused, so a tampered record can neither freeze sign-in nor weaken the hash.
 */
export const PBKDF2_PREVIOUS_ITERATIONS: readonly number[] = [];
export const PASSWORD_SALT_BYTES = 16;
