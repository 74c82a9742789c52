'use client';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AccountError, changePassword } from '@/lib/accounts';
import { PASSWORD_MIN_LENGTH } from '@/lib/accounts/constants';
import { passwordChangeResolver } from '@/lib/forms/resolvers';
import type { PasswordChangeSchema } from '@/lib/schemas/account';
import type { User } from '@/lib/schemas/stored-account';
import { TextField } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';

const PASSWORD_FIELDS = [
  { name: 'currentPassword', id: 'current-password', label: 'Current password', autoComplete: 'current-password', hint: undefined },
  { name: 'newPassword', id: 'new-password', label: 'New password', autoComplete: 'new-password', hint: `At least ${PASSWORD_MIN_LENGTH} characters.` },
  { name: 'confirmPassword', id: 'confirm-password', label: 'Confirm new password', autoComplete: 'new-password', hint: undefined },
] as const;

function PasswordForm({ userId }: { userId: string }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<PasswordChangeSchema>, unknown, z.output<PasswordChangeSchema>>({
    resolver: passwordChangeResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: z.output<PasswordChangeSchema>) {
    setBusy(true);
    setResult(null);
    try {
      await changePassword(userId, values.currentPassword, values.newPassword);
      reset();
      setResult({ ok: true, text: 'Password changed' });
    } catch (err) {
      if (err instanceof AccountError && err.message === 'Invalid credentials') setError('currentPassword', { message: 'The current password is not correct' });
      else setResult({ ok: false, text: 'Your password could not be changed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={handleSubmit(onSubmit)}
      onFocus={passwordChangeResolver.preload}
      noValidate
      aria-labelledby="password-title"
      className="space-y-4"
    >
      <h3 id="password-title" className="text-xl font-bold">
        Change password
      </h3>
      <FormAlert message={errors.root?.message} />
      {PASSWORD_FIELDS.map((f) => (
        <TextField
          key={f.name}
          id={f.id}
          label={f.label}
          required
          error={errors[f.name]?.message}
          hint={f.hint}
          registration={register(f.name)}
          type="password"
          autoComplete={f.autoComplete}
        />
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton disabled={busy}>{busy ? 'Changing…' : 'Change password'}</SubmitButton>
        <p role={result && !result.ok ? 'alert' : 'status'} className={result?.ok ? 'font-semibold text-emerald-800' : 'font-semibold text-red-700'}>
          {result?.text}
        </p>
      </div>
    </form>
  );
}

/**
 * Settings: the password. The site sends no email and has no public athlete pages, so it offers no
 * preferences about either (a box that changes nothing is not offered).
 */
export function SettingsTab({ user }: { user: User }) {
  return (
    <div className="max-w-xl">
      <PasswordForm userId={user.id} />
    </div>
  );
}
