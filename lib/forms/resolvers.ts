// The site's form resolvers. Each form's zod schema loads with its first use (lib/forms/lazy-resolver),
// so the pages that carry a form do not ship zod in their first load. Only types are imported here.
import type { PasswordChangeSchema, ProfileSchema, RegistrationSchema, SignInSchema, SportCheck } from '@/lib/schemas/account';
import type { AdminEventFormSchema } from '@/lib/schemas/admin-event-form';
import { lazyZodResolver } from './lazy-resolver';

const account = () => import('@/lib/schemas/account');
const enquiry = () => import('@/lib/schemas/enquiry');

/** Athlete and admin sign-in. */
export const signInResolver = lazyZodResolver<SignInSchema>(() => account().then((m) => m.signInSchema));

/** Dashboard settings: change password. */
export const passwordChangeResolver = lazyZodResolver<PasswordChangeSchema>(() => account().then((m) => m.passwordChangeSchema));

/** The /contact form. */
export const contactResolver = lazyZodResolver(() => enquiry().then((m) => m.contactSchema));

/** The enquiry dialogs (careers, partners, privacy, support). */
export const enquiryResolver = lazyZodResolver(() => enquiry().then((m) => m.enquirySchema));

/** The special-event booking enquiry. */
export const bookingEnquiryResolver = lazyZodResolver(() => import('@/lib/schemas/booking-enquiry').then((m) => m.bookingEnquirySchema));

/** A fan's comment on a winner card. */
export const commentResolver = lazyZodResolver(() => import('@/lib/schemas/comment').then((m) => m.commentFormSchema));

/** The join form; `isSport` reads the sports known when the form is checked, interest event ids come from the data files. */
export const registrationResolver = (isSport: SportCheck, interestEventIds: readonly number[]) =>
  lazyZodResolver<RegistrationSchema>(() => account().then((m) => m.registrationSchema(isSport, interestEventIds)));

/** The dashboard profile form. */
export const profileResolver = (isSport: SportCheck) => lazyZodResolver<ProfileSchema>(() => account().then((m) => m.profileSchema(isSport)));

/** The admin's New/Edit Event form; `categories` are sport slugs plus "special-events". */
export const adminEventResolver = (categories: readonly string[]) =>
  lazyZodResolver<AdminEventFormSchema>(() => import('@/lib/schemas/admin-event-form').then((m) => m.adminEventFormSchema(categories)));
