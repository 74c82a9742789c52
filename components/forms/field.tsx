import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

/** A labelled form field with its hint and its error, both tied to the control (aria-describedby). */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
        {required ? <span className="sr-only"> (required)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
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
