import { contactSchema, enquirySchema } from '@/lib/schemas/enquiry';

describe('enquiry and contact forms', () => {
  it('accepts a complete enquiry and trims it', () => {
    const r = enquirySchema.parse({ name: ' Jo ', email: ' jo@example.com ', message: '  Ten chars ok  ' });
    expect(r).toEqual({ name: 'Jo', email: 'jo@example.com', message: 'Ten chars ok' });
  });

  it('names what is wrong', () => {
    const r = enquirySchema.safeParse({ name: '', email: 'nope', message: 'short', extra: 'x'.repeat(301) });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@example.com.',
      message: 'Write at least 10 characters.',
      extra: 'Keep this under 300 characters.',
    });
  });

  it('limits the message to 2,000 characters', () => {
    expect(enquirySchema.safeParse({ name: 'Jo', email: 'jo@example.com', message: 'a'.repeat(2001) }).success).toBe(false);
  });

  it('needs a known topic and a subject on the contact form', () => {
    const base = { name: 'Jo', email: 'jo@example.com', message: 'A long enough message', subject: 'Tickets' };
    expect(contactSchema.safeParse({ ...base, topic: 'Press' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...base, topic: 'Other' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...base, topic: 'Press', subject: 'a' }).success).toBe(false);
  });
});
