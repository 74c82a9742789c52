import '@/lib/zod-jitless';
import { z } from 'zod';
import { ENQUIRY_MESSAGE_MAX, ENQUIRY_NAME_MAX } from '@/lib/constants';

const name = z.string().trim().min(1, { error: 'Enter your name.' }).max(ENQUIRY_NAME_MAX, { error: `Keep your name under ${ENQUIRY_NAME_MAX} characters.` });
const email = z.string().trim().pipe(z.email({ error: 'Enter a valid email address, like name@example.com.' }));
const message = z
  .string()
  .trim()
  .min(10, { error: 'Write at least 10 characters.' })
  .max(ENQUIRY_MESSAGE_MAX, { error: `Keep your message under ${ENQUIRY_MESSAGE_MAX.toLocaleString('en-US')} characters.` });

/** The enquiry dialogs (careers, partners, privacy team, support): decisions §2. */
export const enquirySchema = z.object({
  name,
  email,
  /** An optional extra line (organization, resume link, ...), labelled by the dialog. */
  extra: z.string().trim().max(300, { error: 'Keep this under 300 characters.' }).optional(),
  message,
});

export const CONTACT_TOPICS = ['General question', 'Tickets and refunds', 'Contests and prizes', 'Account help', 'Partnerships', 'Press'] as const;

/** The /contact form. */
export const contactSchema = z.object({
  name,
  email,
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic.' }),
  subject: z.string().trim().min(3, { error: 'Write a subject of at least 3 characters.' }).max(120, { error: 'Keep the subject under 120 characters.' }),
  message,
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type ContactInput = z.input<typeof contactSchema>;
