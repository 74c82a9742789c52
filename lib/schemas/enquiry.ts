// zod/mini: these forms run in the browser (contact page and enquiry dialogs).
import * as z from '@/lib/zod/mini';
import { formatNumber } from '@/lib/format/en-us';
import { CONTACT_TOPICS, ENQUIRY_MESSAGE_MAX, ENQUIRY_NAME_MAX } from '@/lib/enquiries/constants';
import { trimmedText } from './form-text';
import { isEmail } from '@/lib/email/address';

const name = trimmedText([1, 'Enter your name.'], [ENQUIRY_NAME_MAX, `Keep your name under ${ENQUIRY_NAME_MAX} characters.`]);
const email = z.string().check(z.trim(), z.refine(isEmail, { error: 'Enter a valid email address, like name@example.com.' }));
const message = trimmedText(
  [10, 'Write at least 10 characters.'],
  [ENQUIRY_MESSAGE_MAX, `Keep your message under ${formatNumber(ENQUIRY_MESSAGE_MAX)} characters.`],
);

/** The enquiry dialogs (careers, partners, privacy team, support): each ends in a mailto: with subject and body. */
export const enquirySchema = z.object({
  name,
  email,
  /** An optional extra line (organization, resume link, ...), labelled by the dialog. */
  extra: z.optional(z.string().check(z.trim(), z.maxLength(300, { error: 'Keep this under 300 characters.' }))),
  message,
});

/** The /contact form. */
export const contactSchema = z.object({
  name,
  email,
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic.' }),
  subject: trimmedText([3, 'Write a subject of at least 3 characters.'], [120, 'Keep the subject under 120 characters.']),
  message,
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type ContactInput = z.input<typeof contactSchema>;
