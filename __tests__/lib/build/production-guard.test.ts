import { assertProductionSafe, demoValuesInUse, isLocalSiteUrl, productionGuardError } from '@/lib/build/production-guard';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD_HASH } from '@/lib/admin/demo-credentials';

const REAL = {
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'AbCdLiveClientId123',
  NEXT_PUBLIC_ADMIN_EMAIL: 'ops@league.example.org',
  NEXT_PUBLIC_ADMIN_PASSWORD_HASH: `pbkdf2-sha256$600000$${'A'.repeat(22)}==$${'B'.repeat(43)}=`,
};
const PUBLIC = 'https://league.example.org';

describe('production guard', () => {
  test('local addresses and an unset SITE_URL are local; anything else is public', () => {
    for (const url of [undefined, '', 'http://localhost:3000', 'http://127.0.0.1:3203', 'http://[::1]:8080/', 'http://wal.localhost'])
      expect(isLocalSiteUrl(url)).toBe(true);
    for (const url of [PUBLIC, 'https://localhost.example.com', 'not a url']) expect(isLocalSiteUrl(url)).toBe(false);
  });

  test('a local build passes with every demo value', () => {
    expect(productionGuardError({})).toBeNull();
    expect(productionGuardError({ SITE_URL: 'http://localhost:3000' })).toBeNull();
  });

  test('a public build with the defaults fails, naming each variable to set', () => {
    const message = productionGuardError({ SITE_URL: PUBLIC });
    expect(message).toContain(PUBLIC);
    for (const v of ['NEXT_PUBLIC_PAYPAL_CLIENT_ID', 'NEXT_PUBLIC_ADMIN_EMAIL', 'NEXT_PUBLIC_ADMIN_PASSWORD_HASH', 'ALLOW_DEMO_CREDENTIALS=1'])
      expect(message).toContain(v);
  });

  test('each demo value alone is enough to fail, and only its variable is named', () => {
    const cases = [
      { NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'test' },
      { NEXT_PUBLIC_PAYPAL_CLIENT_ID: '' },
      { NEXT_PUBLIC_ADMIN_EMAIL: DEMO_ADMIN_EMAIL.toUpperCase() },
      { NEXT_PUBLIC_ADMIN_PASSWORD_HASH: DEMO_ADMIN_PASSWORD_HASH },
    ];
    for (const override of cases) {
      const env = { ...REAL, ...override, SITE_URL: PUBLIC };
      const found = demoValuesInUse(env).map((f) => f.variable);
      expect(found).toEqual(Object.keys(override));
      expect(productionGuardError(env)).toContain(`Set ${Object.keys(override)[0]}, or`);
    }
  });

  test('a public build with real values passes; ALLOW_DEMO_CREDENTIALS=1 lets a public demo through', () => {
    expect(productionGuardError({ ...REAL, SITE_URL: PUBLIC })).toBeNull();
    expect(productionGuardError({ SITE_URL: PUBLIC, ALLOW_DEMO_CREDENTIALS: '1' })).toBeNull();
    expect(productionGuardError({ SITE_URL: PUBLIC, ALLOW_DEMO_CREDENTIALS: 'yes' })).not.toBeNull();
  });

  test('an admin hash the sign-in cannot use, or the old SHA-256 variable, fails any build, saying what to run', () => {
    for (const hash of ['a'.repeat(64), 'pbkdf2-sha256$1000$AAAA$BBBB', 'pbkdf2-sha256$600000$not base64!$BBBB'])
      expect(productionGuardError({ NEXT_PUBLIC_ADMIN_PASSWORD_HASH: hash })).toMatch(
        /^NEXT_PUBLIC_ADMIN_PASSWORD_HASH is not a password hash .*npm run admin-hash/,
      );
    expect(productionGuardError({ NEXT_PUBLIC_ADMIN_PASSWORD_SHA256: 'a'.repeat(64) })).toMatch(
      /NEXT_PUBLIC_ADMIN_PASSWORD_SHA256 is no longer read.*NEXT_PUBLIC_ADMIN_PASSWORD_HASH/,
    );
  });

  test('assertProductionSafe throws the message', () => {
    expect(() => assertProductionSafe({ SITE_URL: PUBLIC })).toThrow(/NEXT_PUBLIC_PAYPAL_CLIENT_ID/);
    expect(() => assertProductionSafe({ SITE_URL: PUBLIC, ...REAL })).not.toThrow();
  });
});

describe('next.config.ts runs the guard before building', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const loadConfig = () =>
    jest.isolateModulesAsync(async () => {
      await import('../../../next.config');
    });

  test('a public SITE_URL with the defaults stops the build, naming the variables', async () => {
    process.env = { ...saved, SITE_URL: 'https://league.example.org' };
    delete process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID;
    delete process.env.ALLOW_DEMO_CREDENTIALS;
    await expect(loadConfig()).rejects.toThrow(/NEXT_PUBLIC_PAYPAL_CLIENT_ID/);
  });

  test('localhost, or ALLOW_DEMO_CREDENTIALS=1, builds', async () => {
    process.env = { ...saved, SITE_URL: 'http://localhost:3203' };
    await expect(loadConfig()).resolves.toBeUndefined();
    process.env = { ...saved, SITE_URL: 'https://league.example.org', ALLOW_DEMO_CREDENTIALS: '1' };
    await expect(loadConfig()).resolves.toBeUndefined();
  });
});
