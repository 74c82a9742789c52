import { subscribe } from '@/lib/news/newsletter';

describe('newsletter subscribe', () => {
  it('refuses an invalid address with a clear message and keeps the list', () => {
    const r = subscribe(['a@b.co'], 'not-an-email');
    expect(r.ok).toBe(false);
    expect(r.message).toMatch(/valid email/);
    expect(r.emails).toEqual(['a@b.co']);
  });
  it('adds a new address, lower-cased and trimmed', () => {
    const r = subscribe([], '  Fan@Example.com ');
    expect(r).toMatchObject({ ok: true, emails: ['fan@example.com'] });
    expect(r.message).toMatch(/You're subscribed/);
  });
  it('says already subscribed on a repeat', () => {
    const r = subscribe(['fan@example.com'], 'FAN@example.com');
    expect(r.message).toMatch(/already subscribed/);
    expect(r.emails).toEqual(['fan@example.com']);
  });
  it('refuses a 5,000-character input without hanging', () => {
    expect(subscribe([], `${'a'.repeat(5000)}@x.com`).ok).toBe(false);
  });
});
