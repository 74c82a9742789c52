import { installWebCrypto } from '../../fixtures/web-crypto';
import {
  ADMIN_EMAIL,
  ADMIN_LOCK_MS,
  ADMIN_MAX_ATTEMPTS,
  ADMIN_PASSWORD_HASH,
  checkAdminCredentials,
  initialLockout,
  lockRemaining,
  readLockout,
  recordFailure,
  recordSuccess,
  saveLockout,
} from '@/lib/admin/auth';

import { hashPassword } from '@/lib/accounts/password';
import { formatAdminHash, parseAdminHash } from '@/lib/admin/password-hash';

installWebCrypto();

describe('admin credentials', () => {
  it('defaults to the documented demo pair, kept only as a salted PBKDF2 hash', () => {
    expect(ADMIN_EMAIL).toBe('admin@wal.example');
    expect(parseAdminHash(ADMIN_PASSWORD_HASH)).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: 600_000 });
    expect(ADMIN_PASSWORD_HASH).not.toContain('wal-admin-demo');
  });

  it('accepts the demo pair (email in any case) and refuses a wrong password or email', async () => {
    await expect(checkAdminCredentials('Admin@WAL.example', 'wal-admin-demo')).resolves.toBe(true);
    await expect(checkAdminCredentials('admin@wal.example', 'wal-admin-dem0')).resolves.toBe(false);
    await expect(checkAdminCredentials('someone@wal.example', 'wal-admin-demo')).resolves.toBe(false);
  });

  it('compares with build-time values when given: a hash as npm run admin-hash writes it', async () => {
    const hash = formatAdminHash(await hashPassword('correct horse battery', 100_000));
    await expect(checkAdminCredentials('ops@league.example', 'correct horse battery', { email: 'ops@league.example', hash })).resolves.toBe(true);
    await expect(checkAdminCredentials('ops@league.example', 'correct horse batterY', { email: 'ops@league.example', hash })).resolves.toBe(false);
    // A hash the sign-in cannot read (or too few iterations) admits no one.
    await expect(
      checkAdminCredentials('ops@league.example', 'abc', {
        email: 'ops@league.example',
        hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      }),
    ).resolves.toBe(false);
    const weak = formatAdminHash(await hashPassword('abc', 1_000));
    await expect(checkAdminCredentials('ops@league.example', 'abc', { email: 'ops@league.example', hash: weak })).resolves.toBe(false);
  });
});

describe('admin lockout with an injected clock', () => {
  const t0 = 1_000_000;

  it('stays open for four wrong tries and locks for 30 s on the fifth', () => {
    let s = initialLockout;
    for (let i = 1; i <= 4; i++) {
      s = recordFailure(s, t0 + i);
      expect(lockRemaining(s, t0 + i)).toBe(0);
      expect(s.failures).toBe(i);
    }
    s = recordFailure(s, t0 + 5);
    expect(lockRemaining(s, t0 + 5)).toBe(30_000);
    expect(lockRemaining(s, t0 + 5 + 29_999)).toBe(1);
    expect(lockRemaining(s, t0 + 5 + 30_000)).toBe(0);
  });

  it('counts afresh after the lock ends', () => {
    let s = initialLockout;
    for (let i = 0; i < 5; i++) s = recordFailure(s, t0);
    const after = t0 + 30_001;
    s = recordFailure(s, after);
    expect(s.failures).toBe(1);
    expect(lockRemaining(s, after)).toBe(0);
  });

  it('a right pair clears the count', () => {
    let s = recordFailure(recordFailure(initialLockout, t0), t0);
    expect(s.failures).toBe(2);
    s = recordSuccess();
    expect(s).toEqual({ failures: 0, lockedUntil: null });
  });
});

describe('the stored lockout (a reload keeps a lock running)', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
  };

  it('reads back what was saved, so a locked form stays locked after a reload', () => {
    const storage = memory();
    let state = initialLockout;
    for (let i = 0; i < ADMIN_MAX_ATTEMPTS; i++) state = recordFailure(state, 1_000);
    saveLockout(storage, state);
    const read = readLockout(storage, 2_000);
    expect(lockRemaining(read, 2_000)).toBe(ADMIN_LOCK_MS - 1_000);
    saveLockout(storage, recordFailure(initialLockout, 5_000));
    expect(readLockout(storage, 5_000)).toEqual({ failures: 1, lockedUntil: null });
  });

  it('counts anything unreadable, or a lock longer than the rule allows, as no failures', () => {
    for (const text of [
      '{',
      'null',
      '"x"',
      '{"failures":-1,"lockedUntil":null}',
      '{"failures":1.5,"lockedUntil":null}',
      '{"failures":0,"lockedUntil":"soon"}',
      '{"failures":0,"lockedUntil":99999999999999}',
    ]) {
      const storage = memory();
      storage.items.set('wal-admin-lockout', text);
      expect(readLockout(storage, 1_000)).toEqual(initialLockout);
    }
    expect(readLockout(memory(), 1_000)).toEqual(initialLockout);
  });
});
