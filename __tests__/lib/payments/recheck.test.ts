import { entryRecheck } from '@/lib/contests/entry-payment';
import { ticketRecheck } from '@/lib/tickets/availability';

const HOUR = 3_600_000;
const event = { startMs: 10 * HOUR, endMs: 12 * HOUR };

describe('the rules checked again just before a capture', () => {
  it('lets a ticket sale go on while the event is on sale with enough seats', () => {
    expect(ticketRecheck(event, 2, 2, 9 * HOUR, 'P1')).toBeNull();
  });

  it('refuses, naming the PayPal id and that nothing was charged, when seats ran out or sales closed', () => {
    expect(ticketRecheck(event, 1, 0, 9 * HOUR, 'P1')).toBe('No tickets are left now, so that payment (PayPal order P1) was not taken: nothing was charged.');
    expect(ticketRecheck(event, 3, 1, 9 * HOUR, 'P1')).toMatch(/^Only 1 ticket is left now, so that payment \(PayPal order P1\)/);
    expect(ticketRecheck(event, 3, 2, 9 * HOUR, 'P1')).toMatch(/^Only 2 tickets are left now/);
    expect(ticketRecheck(event, 1, 50, 10 * HOUR, 'P1')).toMatch(/^Ticket sales for this event have closed/);
    expect(ticketRecheck(event, 1, 50, 13 * HOUR, 'P1')).toMatch(/^Ticket sales for this event have closed/);
  });

  it('refuses an entry fee once entry closed or when she already entered from another tab', () => {
    expect(entryRecheck(true, false, 'P2')).toBeNull();
    expect(entryRecheck(false, false, 'P2')).toBe(
      'Entry closed when the contest started, so that payment (PayPal order P2) was not taken: nothing was charged.',
    );
    expect(entryRecheck(true, true, 'P2')).toMatch(/^You have already entered this contest .*PayPal order P2.*nothing was charged\.$/);
  });
});
