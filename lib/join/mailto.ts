import { fieldLines, mailtoHref } from '@/lib/email/mailto';
import { formatDate } from '@/lib/format/en-us';

export interface RegistrationSummary {
  firstName: string;
  lastName: string;
  email: string;
  sportName: string;
  eventName: string | null;
  instagram: string;
  twitter: string;
  bio: string;
}

/**
 * The mail-client link the join form opens: to the league's address, with a subject and
 * a body summarising name, email, sport, event, handles, background and date. Everything is
 * URL-encoded, so nothing the athlete typed can add headers.
 */
export function registrationMailto(to: string, r: RegistrationSummary, when: Date): string {
  const name = `${r.firstName} ${r.lastName}`.trim();
  const body = fieldLines([
    ['Name', name],
    ['Email', r.email],
    ['Sport', r.sportName],
    ['Event', r.eventName ?? 'None chosen'],
    ['Instagram', r.instagram || 'None'],
    ['X (Twitter)', r.twitter || 'None'],
    ['Background', r.bio || 'None given'],
    ['Date', formatDate(when.toISOString())],
  ]).join('\n');
  return mailtoHref(to, `Athlete registration: ${name}`, body);
}
