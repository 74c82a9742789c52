'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AccountError, changePassword, updatePreferences } from '@/lib/accounts';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { passwordChangeResolver } from '@/lib/forms/resolvers';
import type { PasswordChangeSchema } from '@/lib/schemas/account';
import type { User } from '@/lib/schemas/stored-account';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';

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
    <form onSubmit={handleSubmit(onSubmit)} onFocus={passwordChangeResolver.preload} noValidate aria-labelledby="password-title" className="space-y-4">
      <h3 id="password-title" className="text-xl font-bold">
        Change password
      </h3>
      <FormAlert message={errors.root?.message} />
      <Field id="current-password" label="Current password" required error={errors.currentPassword?.message}>
        <input {...register('currentPassword')} {...fieldAria('current-password', errors.currentPassword?.message)} type="password" autoComplete="current-password" className={inputClass} />
      </Field>
      <Field id="new-password" label="New password" required error={errors.newPassword?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <input {...register('newPassword')} {...fieldAria('new-password', errors.newPassword?.message, true)} type="password" autoComplete="new-password" className={inputClass} />
      </Field>
      <Field id="confirm-password" label="Confirm new password" required error={errors.confirmPassword?.message}>
        <input {...register('confirmPassword')} {...fieldAria('confirm-password', errors.confirmPassword?.message)} type="password" autoComplete="new-password" className={inputClass} />
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </Button>
        <p role={result && !result.ok ? 'alert' : 'status'} className={result?.ok ? 'font-semibold text-emerald-800' : 'font-semibold text-red-700'}>
          {result?.text}
        </p>
      </div>
    </form>
  );
}

function PreferencesForm({ user }: { user: User }) {
  const [prefs, setPrefs] = useState(user.preferences);
  const [saved, setSaved] = useState('');
  return (
    <form
      aria-labelledby="prefs-title"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        updatePreferences(user.id, prefs);
        setSaved('Preferences saved');
      }}
    >
      <h3 id="prefs-title" className="text-xl font-bold">
        Preferences
      </h3>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="h-5 w-5" checked={prefs.emailUpdates} onChange={(e) => setPrefs({ ...prefs, emailUpdates: e.target.checked })} />
        Email me about new events and results
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="h-5 w-5" checked={prefs.publicProfile} onChange={(e) => setPrefs({ ...prefs, publicProfile: e.target.checked })} />
        Show my profile to fans
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="outline">
          Save preferences
        </Button>
        <p role="status" className="font-semibold text-emerald-800">
          {saved}
        </p>
      </div>
    </form>
  );
}

export function SettingsTab({ user }: { user: User }) {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <PasswordForm userId={user.id} />
      <PreferencesForm user={user} />
    </div>
  );
}
