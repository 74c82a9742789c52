import { refundRequestMailto } from '@/lib/tickets/refund-mailto';

describe('refund request email', () => {
  it('writes to the league with a subject and the fields a refund needs', () => {
    const href = refundRequestMailto('hello@league.org');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@league.org');
    expect(url.searchParams.get('subject')).toBe('Ticket refund request');
    const body = url.searchParams.get('body')!;
    for (const field of ['Order id', 'PayPal order id', 'Event']) expect(body).toContain(field);
  });
});
