'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { checkAdminCredentials, clockNow, initialLockout, lockRemaining, recordFailure, recordSuccess, type LockoutState } from '@/lib/admin/auth';
import { signInResolver } from '@/lib/forms/resolvers';
import { WebCryptoMissingError } from '@/lib/accounts/password';
import type { SignInSchema } from '@/lib/schemas/account';
import { useSessionStore } from '@/lib/stores/session-store';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SignInFields, useSignInForm } from '@/components/forms/sign-in-fields';
import { FormAlert } from '@/components/forms/form-alert';

/** /admin/login: the email and password hash set at build time, 'Invalid credentials', five wrong tries lock 30 s. */
export function AdminLoginForm() {
  const router = useRouter();
  const adminSignIn = useSessionStore((s) => s.adminSignIn);
  const [lockout, setLockout] = useState<LockoutState>(initialLockout);
  const [now, setNow] = useState(clockNow);
  const { register, handleSubmit, errors, error, setError, busy, setBusy } = useSignInForm();

  const remaining = lockRemaining(lockout, now);
  const locked = remaining > 0;

  // Tick once a second while locked so the countdown shows and the form reopens on time.
  useEffect(() => {
    if (!lockout.lockedUntil) return;
    const timer = setInterval(() => {
      const t = clockNow();
      setNow(t);
      if (lockRemaining(lockout, t) === 0) {
        setLockout((l) => ({ ...l, lockedUntil: null }));
        setError('');
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [lockout, setError]);

  async function onSubmit(values: z.output<SignInSchema>) {
    const t = clockNow();
    if (lockRemaining(lockout, t) > 0) return;
    setBusy(true);
    let ok: boolean;
    try {
      ok = await checkAdminCredentials(values.email, values.password);
    } catch (err) {
      // No Web Crypto (plain http on a LAN address): say why, and leave the form usable.
      setError(err instanceof WebCryptoMissingError ? err.message : 'Sign-in failed. Please try again.');
      return;
    } finally {
      setBusy(false);
    }
    if (ok) {
      setLockout(recordSuccess());
      adminSignIn();
      router.push('/admin/dashboard/');
      return;
    }
    const next = recordFailure(lockout, t);
    setLockout(next);
    setNow(t);
    setError(next.lockedUntil ? 'Too many attempts. The form is locked for 30 seconds.' : 'Invalid credentials');
  }

  return (
    <Card padding="lg" className="mx-auto max-w-md">
      <h2 className="text-2xl font-extrabold text-ink">Admin sign in</h2>
      <form onSubmit={handleSubmit(onSubmit)} onFocus={signInResolver.preload} noValidate className="mt-5 space-y-4">
        <FormAlert message={errors.root?.message ?? (error ? `${error}${locked ? ` Try again in ${Math.ceil(remaining / 1000)} s.` : ''}` : undefined)} />
        <fieldset disabled={locked || busy} className="space-y-4">
          <SignInFields prefix="admin" register={register} errors={errors} required emailAutoComplete="username" />
          <Button type="submit">{busy ? 'Checking…' : 'Sign in'}</Button>
        </fieldset>
      </form>
      <p className="mt-5 text-sm text-slate-700">
        This gate keeps casual visitors out of the browser admin. It is not security: a static site cannot keep admin data secret.
      </p>
    </Card>
  );
}
