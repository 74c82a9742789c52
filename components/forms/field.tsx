import { cn } from '@/lib/ui/cn';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  /** e.g. sr-only for a hint that only repeats the control's own limits. */
  hintClassName?: string;
  children: ReactNode;
  className?: string;
}

/** A labelled form field with its hint and its error, both tied to the control (aria-describedby). */
export function Field({ id, label, error, hint, required, optional, hintClassName, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
        {required ? <span className="sr-only"> (required)</span> : null}
        {optional ? <span className="font-normal text-slate-700"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={cn('mt-1 text-sm text-slate-700', hintClassName)}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}

/** aria props for a control inside <Field>. */
export function fieldAria(id: string, error: string | undefined, hint?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' '),
  } as const;
}

/** A <Field> holding one input: `registration` is react-hook-form's register(name); other props go to the input. */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  optional,
  hintClassName,
  className,
  registration,
  ...input
}: Omit<FieldProps, 'children'> & { registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} optional={optional} hintClassName={hintClassName} className={className}>
      <input {...registration} {...fieldAria(id, error, Boolean(hint))} className={inputClass} {...input} />
    </Field>
  );
}
