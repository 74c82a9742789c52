// zod/mini: these forms run in the browser (join, sign-in, dashboard), and mini keeps their pages light.
import * as z from '@/lib/zod/mini';
import { isEmail } from '@/lib/email/address';
import { BIO_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/accounts/constants';
import { trimmedText } from './form-text';
import { textLength } from '@/lib/format/text-length';

/** Social handles, checked loosely: an optional @, then letters, numbers, _ and . (max 30). */
const HANDLE = /^@?[A-Za-z0-9_.]{1,30}$/;

const requiredText = (message: string) => trimmedText([1, message], [60, 'Keep this under 60 characters']);
const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Enter your email address', abort: true }),
    z.refine(isEmail, { error: 'Enter a valid email address, like name@example.com' }),
  );
const handleField = (site: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || HANDLE.test(v), { error: `Enter your ${site} handle, like @yourname (letters, numbers, _ and .)` }),
  );
// Counted as the field's counter counts it (an emoji is one character).
const bioField = z.string().check(
  z.trim(),
  z.refine((v) => textLength(v) <= BIO_MAX_LENGTH, { error: `Keep your background to ${BIO_MAX_LENGTH} characters or fewer` }),
);
const newPasswordField = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` }),
  z.maxLength(200, { error: 'Use at most 200 characters' }),
  // Spaces are allowed in a password, but a password of spaces only is no password.
  z.refine((v) => v.length < PASSWORD_MIN_LENGTH || v.trim() !== '', { error: 'Use letters, digits or symbols, not only spaces' }),
);
/**
 * Whether a slug is one of the league's sports. The pages carry only some sports (the list arrives
 * from /sports.json when a picker needs it), so the forms pass a check that reads what is known now.
 */
export type SportCheck = (slug: string) => boolean;

const sportField = (isSport: SportCheck) => z.string().check(z.refine((v) => v !== '' && isSport(v), { error: 'Choose your sport' }));

/** The join form (first and last name, email, password and sport required): interest event ids come from the data files. */
export function registrationSchema(isSport: SportCheck, interestEventIds: readonly number[]) {
  return z.object({
    firstName: requiredText('Enter your first name'),
    lastName: requiredText('Enter your last name'),
    email: emailField,
    password: newPasswordField,
    selectedSport: sportField(isSport),
    selectedEvent: z.pipe(
      z.string().check(z.refine((v) => v === '' || interestEventIds.some((id) => String(id) === v), { error: 'Choose an event from the list' })),
      z.transform((v: string) => (v === '' ? null : Number(v))),
    ),
    instagram: handleField('Instagram'),
    twitter: handleField('X (Twitter)'),
    bio: bioField,
  });
}
export type RegistrationSchema = ReturnType<typeof registrationSchema>;
export type RegistrationFormInput = z.input<RegistrationSchema>;
export type RegistrationFormOutput = z.output<RegistrationSchema>;

/** The dashboard profile form: email format, bio <= 500. */
export function profileSchema(isSport: SportCheck) {
  return z.object({
    firstName: requiredText('Enter your first name'),
    lastName: requiredText('Enter your last name'),
    email: emailField,
    selectedSport: sportField(isSport),
    instagram: handleField('Instagram'),
    twitter: handleField('X (Twitter)'),
    bio: bioField,
  });
}
export type ProfileSchema = ReturnType<typeof profileSchema>;

/** Change password: current required, new >= 8, confirmation must match. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: 'Enter your current password' })),
    newPassword: newPasswordField,
    confirmPassword: z.string().check(z.minLength(1, { error: 'Enter the new password again' })),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { error: 'The passwords do not match', path: ['confirmPassword'] }));
export type PasswordChangeSchema = typeof passwordChangeSchema;

/** Sign-in (athlete and admin): both fields required. */
export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { error: 'Enter your email address' })),
  password: z.string().check(z.minLength(1, { error: 'Enter your password' })),
});
export type SignInSchema = typeof signInSchema;
