'use client';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AccountError, updateProfile } from '@/lib/accounts';
import { BIO_MAX_LENGTH } from '@/lib/accounts/constants';
import { formatDate } from '@/lib/format/en-us';
import { profileResolver } from '@/lib/forms/resolvers';
import type { ProfileSchema } from '@/lib/schemas/account';
import type { SportLink } from '@/lib/schemas/sport';
import type { User } from '@/lib/schemas/stored-account';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';

/** Editable profile, saved to the local user (decisions §2). */
export function ProfileTab({ user, sports }: { user: User; sports: SportLink[] }) {
  const resolver = useMemo(() => profileResolver(sports.map((s) => s.slug)), [sports]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<z.input<ProfileSchema>, unknown, z.output<ProfileSchema>>({
    resolver,
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      selectedSport: user.selectedSport,
      instagram: user.instagram,
      twitter: user.twitter,
      bio: user.bio,
    },
  });
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;

  function onSubmit(values: z.output<ProfileSchema>) {
    try {
      updateProfile(user.id, values);
      setResult({ ok: true, text: 'Profile saved' });
    } catch (err) {
      setResult({ ok: false, text: err instanceof AccountError ? err.message : 'Your profile could not be saved' });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} noValidate className="space-y-5">
      <FormAlert message={errors.root?.message} />
      <p className="text-slate-700">Member since {formatDate(user.createdAt)}.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="profile-firstName" label="First name" required error={errors.firstName?.message}>
          <input {...register('firstName')} {...fieldAria('profile-firstName', errors.firstName?.message)} autoComplete="given-name" className={inputClass} />
        </Field>
        <Field id="profile-lastName" label="Last name" required error={errors.lastName?.message}>
          <input {...register('lastName')} {...fieldAria('profile-lastName', errors.lastName?.message)} autoComplete="family-name" className={inputClass} />
        </Field>
        <Field id="profile-email" label="Email" required error={errors.email?.message}>
          <input {...register('email')} {...fieldAria('profile-email', errors.email?.message)} type="email" autoComplete="email" className={inputClass} />
        </Field>
        <Field id="profile-sport" label="Current sport" required error={errors.selectedSport?.message}>
          <select {...register('selectedSport')} {...fieldAria('profile-sport', errors.selectedSport?.message)} className={inputClass}>
            <option value="">Choose your sport</option>
            {sports.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="profile-instagram" label="Instagram handle" error={errors.instagram?.message}>
          <input {...register('instagram')} {...fieldAria('profile-instagram', errors.instagram?.message)} className={inputClass} />
        </Field>
        <Field id="profile-twitter" label="X (Twitter) handle" error={errors.twitter?.message}>
          <input {...register('twitter')} {...fieldAria('profile-twitter', errors.twitter?.message)} className={inputClass} />
        </Field>
        <Field id="profile-bio" label="Bio" error={errors.bio?.message} hint={`${bioLength} of ${BIO_MAX_LENGTH} characters`} className="sm:col-span-2">
          <textarea {...register('bio')} {...fieldAria('profile-bio', errors.bio?.message, true)} rows={5} className={inputClass} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit">Save profile</Button>
        <p role={result && !result.ok ? 'alert' : 'status'} className={result?.ok ? 'font-semibold text-emerald-800' : 'font-semibold text-red-700'}>
          {result?.text}
        </p>
      </div>
    </form>
  );
}
