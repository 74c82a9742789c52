'use client';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { LazyResolver } from '@/lib/forms/lazy-resolver';
import { mailtoHref } from '@/lib/email/mailto';
import { cn } from '@/lib/ui/cn';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';

/** One control of a mailto form: a text input unless it has options (a select) or rows (a textarea). */
export interface MailtoField<Name extends string> {
  name: Name;
  label: string;
  type?: 'email';
  autoComplete?: string;
  options?: readonly string[];
  rows?: number;
  optional?: boolean;
  /** Half the row from the sm breakpoint (two such fields share a row). */
  half?: boolean;
}

/**
 * What was typed in each form that keeps a draft, for as long as the page is open: a dialog's form
 * unmounts when the dialog closes (Escape, a click outside), and reopening it brings the text back.
 */
const drafts = new Map<string, unknown>();

/**
 * A validated enquiry that ends in a mailto: link with the subject and body filled in: the /contact
 * form and the enquiry dialogs are configurations of it. Nothing is sent until the user presses send
 * in the email app.
 */
export function MailtoForm<Input extends FieldValues, Output>({
  to,
  resolver,
  defaultValues,
  fields,
  compose,
  submitLabel,
  ready,
  formLabel,
  className,
  submitClassName,
  readyClassName,
  draft,
}: {
  /** Keep what is typed under this name while the page is open (a dialog's form), and start from it. */
  draft?: string;
  to: string;
  resolver: LazyResolver<Input, Output>;
  defaultValues: DefaultValues<Input>;
  fields: readonly MailtoField<Path<Input> & string>[];
  /** The email's subject and body from the checked values. */
  compose: (values: Output) => { subject: string; body: string };
  submitLabel: string;
  /** What the ready panel says above its link. */
  ready: ReactNode;
  formLabel?: string;
  className?: string;
  submitClassName?: string;
  readyClassName?: string;
}) {
  const id = useId();
  const [href, setHref] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: (draft !== undefined ? (drafts.get(draft) as DefaultValues<Input>) : undefined) ?? defaultValues,
  });
  const typed = useWatch({ control });
  useEffect(() => {
    if (draft !== undefined) drafts.set(draft, typed);
  }, [draft, typed]);

  if (href) {
    return (
      <div role="status" className={cn('flex flex-col gap-3', readyClassName)}>
        {ready}
        <a href={href} className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          Open in email app
        </a>
        <Button variant="ghost" onClick={() => setHref(null)}>
          Edit message
        </Button>
      </div>
    );
  }

  const onValid = (values: Output) => {
    const { subject, body } = compose(values);
    setHref(mailtoHref(to, subject, body));
  };

  return (
    <form onSubmit={handleSubmit(onValid)} onFocus={resolver.preload} noValidate aria-label={formLabel} className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <FormAlert message={errors.root?.message} className="sm:col-span-2" />
      {fields.map((f) => {
        const fid = `${id}-${f.name}`;
        const error = errors[f.name]?.message;
        const message = typeof error === 'string' ? error : undefined;
        const control = { ...fieldAria(fid, message), className: inputClass, ...register(f.name) };
        return (
          <Field key={f.name} id={fid} label={f.label} optional={f.optional} error={message} className={f.half ? undefined : 'sm:col-span-2'}>
            {f.options ? (
              <select {...control}>
                {f.options.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : f.rows ? (
              <textarea rows={f.rows} {...control} />
            ) : (
              <input type={f.type} autoComplete={f.autoComplete} {...control} />
            )}
          </Field>
        );
      })}
      <SubmitButton className={cn('sm:col-span-2', submitClassName)}>{submitLabel}</SubmitButton>
    </form>
  );
}
