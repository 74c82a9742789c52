import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { signInResolver } from '@/lib/forms/resolvers';
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
      {(
        [
          ['email', 'Email', 'email', emailAutoComplete],
          ['password', 'Password', 'password', 'current-password'],
        ] as const
      ).map(([name, label, type, autoComplete]) => (
        <TextField
          key={name}
          id={`${prefix}-${name}`}
          label={label}
          required={required}
          error={errors[name]?.message}
          registration={register(name)}
          type={type}
          autoComplete={autoComplete}
        />
      ))}
    </>
  );
}

/** A sign-in form's state: the fields checked by the sign-in schema (loaded on first use), its message and whether it is busy. */
export function useSignInForm() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SignInInput, unknown, z.output<SignInSchema>>({ resolver: signInResolver, defaultValues: { email: '', password: '' } });
  // A refused sign-in (its alert is announced) puts her back in the password field: the button she
  // pressed was disabled while the password was checked, which dropped focus to the page.
  useEffect(() => {
    if (error && !busy) setFocus('password');
  }, [error, busy, setFocus]);
  return { register, handleSubmit, errors, error, setError, busy, setBusy };
}
