/**
 * The one address check of every form (join, sign-in, dashboard, contact and enquiry dialogs, bookings,
 * the newsletter): the characters the HTML Living Standard allows for <input type="email">, with the
 * dot rules mail servers apply (RFC 5322 dot-atom: no dot at either end of the name, never two in a
 * row) and a top-level domain of two or more characters starting with a letter ("name@example.c" and
 * "ana.@example.com" are refused). Plain string test, bounded length, no backtracking blow-up on long
 * input.
 */
const ATEXT = "[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]";
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const TOP = '[a-zA-Z](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])';
const EMAIL = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+${TOP}$`);

export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
