import { EMAIL_MAX_LENGTH, isEmail } from '@/lib/email/address';

describe('the email address rule', () => {
  it('takes addresses people have', () => {
    for (const ok of [
      'ana@example.com',
      'ana.reyes+league@mail.example.co.uk',
      "o'brien@example.org",
      'x_y-z@sub-domain.example.travel',
      'ana@xn--bcher-kva.example',
    ])
      expect([ok, isEmail(ok)]).toEqual([ok, true]);
  });

  it('refuses a dot at either end of the name or two in a row, a one-letter or numeric top-level domain, and no domain', () => {
    for (const bad of [
      'ana.@example.com',
      '.ana@example.com',
      'a..b@example.com',
      'ana@example.c',
      'ana@example.123',
      'ana@localhost',
      'ana@',
      '@example.com',
      'ana example@x.com',
      'ana@exa_mple.com',
    ])
      expect([bad, isEmail(bad)]).toEqual([bad, false]);
  });

  it('refuses an address longer than 254 characters, and answers long near misses (no runaway backtracking)', () => {
    expect(isEmail(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(false);
    expect(isEmail(`${'a.'.repeat(120)}@${'b-'.repeat(60)}`)).toBe(false);
    expect(isEmail(`${'a'.repeat(60)}@${'b.'.repeat(90)}`)).toBe(false);
  });
});
