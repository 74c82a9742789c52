'use client';
import Link from '@/components/ui/link';
import { SubmitButton } from '@/components/forms/submit-button';
import { useRouter } from 'next/navigation';
import { returnPath } from '@/lib/url/return-path';
import { useUrlState } from '@/components/ui/use-url-state';
import type { z } from 'zod';
import { AccountError, login, signInDemoAthlete } from '@/lib/accounts';
import { DEMO_ATHLETE } from '@/lib/accounts/demo';
import { signInResolver } from '@/lib/forms/resolvers';
import type { SignInSchema } from '@/lib/schemas/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SignInFields, useSignInForm } from '@/components/forms/sign-in-fields';
import { FormAlert } from '@/components/forms/form-alert';

/** Shown when nobody is signed in: sign-in form ('Invalid credentials' on a mismatch; back to `?next=` after, a path of this site), a link to /join and the demo athlete. */
export function SignInPanel() {
  const router = useRouter();
  const [search] = useUrlState('search');
  const { register, handleSubmit, errors, error, setError, busy, setBusy } = useSignInForm();

  async function onSubmit(values: z.output<SignInSchema>) {
    setBusy(true);
    setError('');
    try {
      await login(values.email, values.password);
      // Back where the sign-in was asked for (a contest's entry), when the link says so.
      const next = returnPath(new URLSearchParams(search).get('next'));
      if (next) router.push(next);
    } catch (err) {
      setError(err instanceof AccountError ? err.message : 'Sign-in failed. Please try again.');
      setBusy(false);
    }
  }

  async function demo() {
    setBusy(true);
    setError('');
    try {
      await signInDemoAthlete();
    } catch (err) {
      setError(err instanceof AccountError ? err.message : 'The demo athlete could not be opened in this browser.');
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card padding="lg">
        <h2 className="text-2xl font-extrabold text-ink">Sign in</h2>
        <p className="mt-1 text-slate-700">Accounts live in this browser. Sign in with the email and password you joined with.</p>
        <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={signInResolver.preload} noValidate className="mt-5 space-y-4">
          <FormAlert message={errors.root?.message ?? (error || undefined)} />
          <SignInFields prefix="signin" register={register} errors={errors} />
          <SubmitButton disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</SubmitButton>
        </form>
        <p className="mt-5 text-slate-700">
          New here?{' '}
          <Link href="/join/" className="font-semibold text-brand-800 underline">
            Join the league free
          </Link>
        </p>
      </Card>
      <Card padding="lg">
        <h2 className="text-2xl font-extrabold text-ink">Take a look around</h2>
        <p className="mt-1 text-slate-700">
          Open the dashboard of our sample athlete, with a season of earnings, events and payouts. You can sign in as her later with {DEMO_ATHLETE.email} and
          the password <span className="font-mono">{DEMO_ATHLETE.password}</span>.
        </p>
        <Button variant="accent" className="mt-5" onClick={demo} disabled={busy}>
          Explore the demo athlete
        </Button>
      </Card>
    </div>
  );
}
