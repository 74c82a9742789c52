import { z } from '@/lib/zod';
import { isEmail } from '@/lib/email/address';
import { ENQUIRY_MESSAGE_MAX, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@/lib/enquiries/constants';

/** The booking-enquiry form (name, email, party size 1-20, dates, message): what a visitor types. */
export const bookingEnquirySchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter your name' }).max(100, { error: 'Use at most 100 characters' }),
  email: z.string().trim().refine(isEmail, { error: 'Enter a valid email address, like name@example.com' }),
  partySize: z
    .number({ error: `Enter a party size from ${PARTY_SIZE_MIN} to ${PARTY_SIZE_MAX}` })
    .int({ error: 'Enter a whole number' })
    .min(PARTY_SIZE_MIN, { error: `Party size must be at least ${PARTY_SIZE_MIN}` })
    .max(PARTY_SIZE_MAX, { error: `Party size can be at most ${PARTY_SIZE_MAX}` }),
  dates: z.string().trim().min(1, { error: 'Enter your preferred dates' }).max(100, { error: 'Use at most 100 characters' }),
  message: z
    .string()
    .trim()
    .max(ENQUIRY_MESSAGE_MAX, { error: `Use at most ${ENQUIRY_MESSAGE_MAX} characters` }),
});

export type BookingEnquiryInput = z.input<typeof bookingEnquirySchema>;
export type BookingEnquiry = z.output<typeof bookingEnquirySchema>;
