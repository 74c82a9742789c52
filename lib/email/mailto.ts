/** A mailto: link with the subject and body filled in (every enquiry flow ends here: decisions §2). */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** "Label: value" lines, skipping empty values, then the message. */
export function enquiryBody(fields: readonly [label: string, value: string | undefined][], message: string): string {
  const lines = fields.filter(([, v]) => v && v.trim() !== '').map(([l, v]) => `${l}: ${v!.trim()}`);
  return [...lines, '', message.trim()].join('\n');
}
