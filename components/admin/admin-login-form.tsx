'use client';
import { useRouter } from 'next/navigation';
import { SubmitButton } from '@/components/forms/submit-button';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { checkAdminCredentials, clockNow, lockRemaining, parseLockout, recordFailure, recordSuccess, saveLockout, type LockoutState } from '@/lib/admin/auth';
import { signInResolver } from '@/lib/forms/resolvers';
import { WebCryptoMissingError } from '@/lib/accounts/password';
import { forgetToken } from '@/lib/publishing/github-token';
import { safeSessionStorage } from '@/lib/stores/safe-storage';
import { SESSION_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import type { SignInSchema } from '@/lib/schemas/account';
import { useSessionStore } from '@/lib/stores/session-store';
import { Card } from '@/components/ui/card';
import { SignInFields, useSignInForm } from '@/components/forms/sign-in-fields';
import { FormAlert } from '@/components/forms/form-alert';

const LOCKED_MESSAGE = 'Too many attempts. The form is locked for 30 seconds.';

const lockoutListeners = new Set<() => void>();
function subscribeLockout(listener: () => void) {
  lockoutListeners.add(listener);
  return () => void lockoutListeners.delete(listener);
}
const readStoredLockout = () => safeSessionStorage.getItem(SESSION_STORAGE_KEYS.adminLockout);

/** /admin/login: the email and password hash set at build time, 'Invalid credentials', five wrong tries lock 30 s. */
export function AdminLoginForm() {
  const router = useRouter();
  const adminSignIn = useSessionStore((s) => s.adminSignIn);
  const [now, setNow] = useState(clockNow);
  // The lock is kept in the tab's sessionStorage, so a reload does not reopen a locked form. Read as
  // null while pre-rendering and hydrating: the page's HTML is the open form.
  const stored = useSyncExternalStore(subscribeLockout, readStoredLockout, () => null);
  const lockout = useMemo(() => parseLockout(stored, clockNow()), [stored]);
  const setLockout = (next: LockoutState) => {
    saveLockout(safeSessionStorage, next);
    lockoutListeners.forEach((listener) => listener());
  };

  // Nobody is signed in while this form shows: a GitHub token a signed-out admin left in the tab goes.
  useEffect(() => forgetToken(), []);
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
        setLockout({ ...lockout, lockedUntil: null });
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
    setError(next.lockedUntil ? LOCKED_MESSAGE : 'Invalid credentials');
  }

  return (
    <Card padding="lg" className="mx-auto max-w-md">
      <h2 className="text-2xl font-extrabold text-ink">Admin sign in</h2>
      <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={signInResolver.preload} noValidate className="mt-5 space-y-4">
        <FormAlert
          message={
            errors.root?.message ??
            (error || locked ? `${error || LOCKED_MESSAGE}${locked ? ` Try again in ${Math.ceil(remaining / 1000)} s.` : ''}` : undefined)
          }
        />
        <fieldset disabled={locked || busy} className="space-y-4">
          <SignInFields prefix="admin" register={register} errors={errors} required emailAutoComplete="username" />
          <SubmitButton>{busy ? 'Checking…' : 'Sign in'}</SubmitButton>
        </fieldset>
      </form>
      <noscript>
        <p className="mt-3 text-sm font-semibold text-slate-800">Signing in needs JavaScript, which is turned off in this browser.</p>
      </noscript>
      <p className="mt-5 text-sm text-slate-700">
        This gate keeps casual visitors out of the browser admin. It is not security: a static site cannot keep admin data secret.
      </p>
    </Card>
  );
}
