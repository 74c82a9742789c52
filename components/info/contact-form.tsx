'use client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_TOPICS } from '@/lib/enquiries/constants';
import { contactResolver } from '@/lib/forms/resolvers';
import type { contactSchema } from '@/lib/schemas/enquiry';
import { enquiryBody, mailtoHref } from '@/lib/email/mailto';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/forms/form-alert';

type S = typeof contactSchema;
type Field = keyof z.input<S>;

const inputClass = 'mt-1 min-h-11 w-full rounded-xl border border-slate-400 bg-white px-4 py-2 aria-[invalid=true]:border-red-700';

/** The /contact form: validated, then a mailto: to the league address with subject and body filled in. */
export function ContactForm({ to }: { to: string }) {
  const id = useId();
  const [href, setHref] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', topic: CONTACT_TOPICS[0], subject: '', message: '' },
  });

  const onValid = (v: z.output<S>) => {
    const body = enquiryBody(
      [
        ['Name', v.name],
        ['Email', v.email],
        ['Topic', v.topic],
      ],
      v.message,
    );
    setHref(mailtoHref(to, `[${v.topic}] ${v.subject}`, body));
  };

  const describedBy = (f: Field) => (errors[f] ? `${id}-${f}-error` : undefined);
  const error = (f: Field) =>
    errors[f]?.message ? (
      <p id={`${id}-${f}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[f]?.message}
      </p>
    ) : null;

  if (href) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-2xl bg-emerald-50 p-6">
        <p className="text-lg font-bold">Your message is ready to send.</p>
        <p className="text-slate-800">
          It opens in your email app addressed to {to}, with your subject and message filled in. Nothing is sent until you press send there.
        </p>
        <a href={href} className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Open in email app
        </a>
        <Button variant="ghost" onClick={() => setHref(null)}>
          Edit message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onValid)} onFocus={contactResolver.preload} noValidate aria-label="Contact form" className="js-only flex flex-col gap-4">
      <FormAlert message={errors.root?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="font-semibold">
            Your name
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            className={inputClass}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          {error('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-semibold">
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            className={inputClass}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          {error('email')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-topic`} className="font-semibold">
          Topic
        </label>
        <select
          id={`${id}-topic`}
          className={inputClass}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy('topic')}
          {...register('topic')}
        >
          {CONTACT_TOPICS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="font-semibold">
          Subject
        </label>
        <input
          id={`${id}-subject`}
          className={inputClass}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          {...register('subject')}
        />
        {error('subject')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-semibold">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          className={inputClass}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          {...register('message')}
        />
        {error('message')}
      </div>
      <Button type="submit" className="self-start">
        Send Message
      </Button>
    </form>
  );
}
