'use client';
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { subscribe } from '@/lib/news/newsletter';
import { useSubscriptionsStore } from '@/lib/stores/subscriptions-store';

/** Newsletter box (home, recap news): validates, stores the subscription locally, confirms. */
export function NewsletterForm({ title = 'Stay Updated', intro }: { title?: string; intro: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const outcome = subscribe(useSubscriptionsStore.getState().emails, value);
    if (outcome.ok) {
      useSubscriptionsStore.getState().setEmails(outcome.emails);
      setValue('');
    }
    setResult({ ok: outcome.ok, message: outcome.message });
  }

  return (
    // The focus ring is white here: the pink one has 2.98:1 against brand-900 (3:1 needed, WCAG 1.4.11).
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-brand-900 p-[min(2rem,10vw)] text-white [--focus-ring:white]">
      <h2 id={`${id}-title`} className="text-2xl font-extrabold">
        {title}
      </h2>
      <p className="mt-2 text-white/85">{intro}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={`${id}-msg`}
          className="min-h-11 flex-1 rounded-full border-0 px-5 text-ink"
        />
        <SubmitButton variant="accent">Subscribe</SubmitButton>
      </form>
      <p id={`${id}-msg`} role={result && !result.ok ? 'alert' : 'status'} className="mt-3 min-h-6 text-sm font-medium">
        {result?.message}
      </p>
      <noscript>
        <p className="mt-2 text-sm">Subscribing needs JavaScript, which is turned off in this browser.</p>
      </noscript>
    </section>
  );
}
