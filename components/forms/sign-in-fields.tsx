import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { SignInSchema } from '@/lib/schemas/account';
import { TextField } from './field';

type SignInInput = z.input<SignInSchema>;

/** Email and password of a sign-in form (the athlete's and the admin's), ids `<prefix>-email` and `<prefix>-password`. */
export function SignInFields({
  prefix,
  register,
  errors,
  required,
  emailAutoComplete = 'email',
}: {
  prefix: string;
  register: UseFormRegister<SignInInput>;
  errors: FieldErrors<SignInInput>;
  required?: boolean;
  emailAutoComplete?: 'email' | 'username';
}) {
  return (
    <>
      <TextField
        id={`${prefix}-email`}
        label="Email"
        required={required}
        error={errors.email?.message}
        registration={register('email')}
        type="email"
        autoComplete={emailAutoComplete}
      />
      <TextField
        id={`${prefix}-password`}
        label="Password"
        required={required}
        error={errors.password?.message}
        registration={register('password')}
        type="password"
        autoComplete="current-password"
      />
    </>
  );
}
