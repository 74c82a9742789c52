'use client';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { enquiryResolver } from '@/lib/forms/resolvers';
import type { enquirySchema } from '@/lib/schemas/enquiry';
import { enquiryBody, mailtoHref } from '@/lib/email/mailto';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/forms/form-alert';

export interface EnquiryConfig {
  /** Where the message goes. */
  to: string;
  subject: string;
  /** Label of the optional extra line ("Organization", "Link to your resume"), or none. */
  extraLabel?: string;
  messageLabel?: string;
  submitLabel?: string;
}

type S = typeof enquirySchema;

const inputClass = 'mt-1 min-h-11 w-full rounded-xl border border-slate-400 px-4 py-2 aria-[invalid=true]:border-red-700';

/** A validated enquiry that ends in a mailto: link with the subject and body filled in (decisions §2). */
export function EnquiryForm({ to, subject, extraLabel, messageLabel = 'Message', submitLabel = 'Prepare email' }: EnquiryConfig) {
  const id = useId();
  const [href, setHref] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<S>, unknown, z.output<S>>({ resolver: enquiryResolver, defaultValues: { name: '', email: '', extra: '', message: '' } });

  const onValid = (v: z.output<S>) => {
    const body = enquiryBody(
      [['Name', v.name], ['Email', v.email], ...(extraLabel ? ([[extraLabel, v.extra]] as [string, string | undefined][]) : [])],
      v.message,
    );
    setHref(mailtoHref(to, subject, body));
  };

  const err = (name: 'name' | 'email' | 'extra' | 'message') =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[name]?.message}
      </p>
    ) : null;
  const described = (name: 'name' | 'email' | 'extra' | 'message') => (errors[name] ? `${id}-${name}-error` : undefined);

  if (href) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="font-semibold">Your message to {to} is ready.</p>
        <p className="text-slate-700">Open it in your email app to check it and press send. Nothing is sent until you do.</p>
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
    <form onSubmit={handleSubmit(onValid)} onFocus={enquiryResolver.preload} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.root?.message} />
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold">
          Your name
        </label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          className={inputClass}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          {...register('name')}
        />
        {err('name')}
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
          aria-describedby={described('email')}
          {...register('email')}
        />
        {err('email')}
      </div>
      {extraLabel ? (
        <div>
          <label htmlFor={`${id}-extra`} className="font-semibold">
            {extraLabel} <span className="font-normal text-slate-700">(optional)</span>
          </label>
          <input
            id={`${id}-extra`}
            className={inputClass}
            aria-invalid={errors.extra ? true : undefined}
            aria-describedby={described('extra')}
            {...register('extra')}
          />
          {err('extra')}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-message`} className="font-semibold">
          {messageLabel}
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          className={inputClass}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described('message')}
          {...register('message')}
        />
        {err('message')}
      </div>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
