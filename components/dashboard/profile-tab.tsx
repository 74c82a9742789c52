'use client';
import { useMemo, useState } from 'react';
import { textLength } from '@/lib/format/text-length';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { AccountError, updateProfile } from '@/lib/accounts';
import { formatDate } from '@/lib/format/en-us';
import { profileResolver } from '@/lib/forms/resolvers';
import type { ProfileSchema } from '@/lib/schemas/account';
import type { SportChoice } from '@/lib/sports/catalog';
import { useSportCatalog } from '@/lib/sports/catalog-store';
import type { User } from '@/lib/schemas/stored-account';
import { Button } from '@/components/ui/button';
import { AthleteNameFields, BioField, HandleFields, SportField, type AthleteKey } from '@/components/forms/athlete-fields';
import { FormAlert } from '@/components/forms/form-alert';

/**
 * Editable profile, saved to the local user (email format checked, bio at most 500 characters). The
 * sport picker offers the featured sports and her own at once, every sport once the list arrives.
 */
export function ProfileTab({ user, featured, currentName }: { user: User; featured: SportChoice[]; currentName: string }) {
  const own = useMemo(() => (user.selectedSport ? [{ slug: user.selectedSport, name: currentName }] : []), [user.selectedSport, currentName]);
  const resolver = useMemo(() => {
    // Checked against every sport once the list arrived; until then (or if it cannot be fetched) her own sport stands.
    const isSport = (slug: string) => {
      const all = useSportCatalog.getState().sports;
      return featured.some((s) => s.slug === slug) || (all ? all.some((s) => s.slug === slug) : slug === user.selectedSport);
    };
    return profileResolver(isSport);
  }, [featured, user.selectedSport]);
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
  const bioLength = textLength((useWatch({ control, name: 'bio' }) ?? '').trim());
  const fields = { prefix: 'profile', reg: (name: AthleteKey) => register(name), errors };

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
        <AthleteNameFields {...fields} />
        <SportField prefix="profile" errors={errors} control={control} label="Current sport" featured={featured} known={own} />
        <HandleFields {...fields} />
        <BioField {...fields} label="Bio" length={bioLength} />
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
