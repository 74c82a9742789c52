// npm run admin-hash: reads the admin password from standard input (so it is not left in the shell's
// history) and prints the value of NEXT_PUBLIC_ADMIN_PASSWORD_HASH for it: PBKDF2-SHA256, 600,000
// iterations, a fresh random salt. Example: `printf %s 'your password' | npm run -s admin-hash`.
import { webcrypto } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '../lib/accounts/constants';
import { hashPassword } from '../lib/accounts/password';
import { formatAdminHash } from '../lib/admin/password-hash';

if (!globalThis.crypto) Object.assign(globalThis, { crypto: webcrypto });

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const password = input.replace(/\r?\n$/, '');
  if (password.length < PASSWORD_MIN_LENGTH) {
    console.error(`admin-hash: give a password of at least ${PASSWORD_MIN_LENGTH} characters on standard input.`);
    process.exit(1);
  }
  console.log(formatAdminHash(await hashPassword(password)));
});
