import { mailtoHref } from '@/lib/email/mailto';

/**
 * The refund request the tickets page offers: an email to the league with the fields a refund
 * needs (the order id and PayPal order id that My Tickets shows). The site cannot cancel or refund
 * an order itself, so this is the whole of what it promises.
 */
export function refundRequestMailto(leagueEmail: string): string {
  const body = ['Order id (on My Tickets): ', 'PayPal order id: ', 'Event: ', 'Number of tickets: ', 'Reason: '].join('\n');
  return mailtoHref(leagueEmail, 'Ticket refund request', body);
}
