/**
 * The one builder of mailto: links (every enquiry flow ends in one: the site has no server to send mail). The address keeps
 * its "@" readable and has everything else percent-encoded, as do the subject and the body, so
 * nothing a visitor typed can add a header (a "?", "&" or line break is just text). Without a
 * subject it is a plain link to the address.
 */
export function mailtoHref(to: string, subject?: string, body = ''): string {
  const address = encodeURIComponent(to).replace(/%40/g, '@');
  if (subject === undefined) return `mailto:${address}`;
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A labelled field of a message body; an empty or missing value leaves the line out. */
export type MailField = readonly [label: string, value: string | null | undefined];

/** "Label: value" lines, trimmed, skipping empty values. */
export function fieldLines(fields: readonly MailField[]): string[] {
  return fields.flatMap(([label, value]) => (value && value.trim() !== '' ? [`${label}: ${value.trim()}`] : []));
}

/** "Label: value" lines, skipping empty values, then the message. */
export function enquiryBody(fields: readonly MailField[], message: string): string {
  return [...fieldLines(fields), '', message.trim()].join('\n');
}
