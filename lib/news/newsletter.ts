import { isEmail } from '@/lib/email/address';

export type SubscribeResult = { ok: boolean; message: string; emails: string[] };

/** Decide what a Subscribe does with the emails already stored (new: subscribed; a repeat: already subscribed). Pure. */
export function subscribe(emails: readonly string[], input: string): SubscribeResult {
  const email = input.trim().toLowerCase();
  if (!isEmail(email)) return { ok: false, message: 'Enter a valid email address, like name@example.com.', emails: [...emails] };
  if (emails.includes(email)) return { ok: true, message: `${email} is already subscribed.`, emails: [...emails] };
  return { ok: true, message: `You're subscribed! League news will go to ${email}.`, emails: [...emails, email] };
}
