'use client';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { emptyValue, type FieldSpec } from '@/lib/admin/form-fields';
import { UnreadJson } from '@/lib/admin/json-edit';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { Button } from '@/components/ui/button';

// The form reaches the fields through a context of the console's own, not react-hook-form's
// FormProvider / useFormContext / useController: those would join the react-hook-form code every
// public form's page loads first (one shared module), and no public page may grow for the console.
const RecordFormContext = createContext<UseFormReturn<FieldValues> | null>(null);

/** Gives SchemaFields the form. */
export function RecordFormProvider({ form, children }: { form: UseFormReturn<FieldValues>; children: ReactNode }) {
  return <RecordFormContext.Provider value={form}>{children}</RecordFormContext.Provider>;
}

function useFormContext(): UseFormReturn<FieldValues> {
  const form = useContext(RecordFormContext);
  if (!form) throw new Error('SchemaFields needs a RecordFormProvider');
  return form;
}

/** The form's fields, made from the record schema's fields (nested objects as fieldsets, lists with add and remove). */
export function SchemaFields({ fields, prefix = '' }: { fields: FieldSpec[]; prefix?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((spec) => (
        <SchemaField key={spec.name} spec={spec} path={prefix ? `${prefix}.${spec.name}` : spec.name} label={spec.label} />
      ))}
    </div>
  );
}

function wide(spec: FieldSpec) {
  return spec.kind === 'object' || spec.kind === 'array' || spec.kind === 'json';
}

function SchemaField({ spec, path, label }: { spec: FieldSpec; path: string; label: string }) {
  if (spec.kind === 'object') return <ObjectField spec={spec} path={path} label={label} />;
  if (spec.kind === 'array') return <ArrayField spec={spec} path={path} label={label} />;
  return <LeafField spec={spec} path={path} label={label} />;
}

function ObjectField({ spec, path, label }: { spec: Extract<FieldSpec, { kind: 'object' }>; path: string; label: string }) {
  const { setValue, control } = useFormContext();
  const value = useWatch({ name: path, control });
  const present = value !== undefined && value !== null;
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 font-bold text-ink">{label}</legend>
      {present ? <SchemaFields fields={spec.fields} prefix={path} /> : <p className="text-sm text-slate-700">None.</p>}
      {spec.required ? null : (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setValue(path, present ? undefined : emptyValue(spec), { shouldDirty: true })}>
          {present ? `Remove ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
        </Button>
      )}
    </fieldset>
  );
}

function ArrayField({ spec, path, label }: { spec: Extract<FieldSpec, { kind: 'array' }>; path: string; label: string }) {
  const { setValue, getValues, getFieldState, formState, control } = useFormContext();
  const items = (useWatch({ name: path, control }) as unknown[] | undefined) ?? [];
  const error = getFieldState(path, formState).error;
  const message = error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
  const update = (next: unknown[]) => setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <fieldset className="rounded-xl border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 font-bold text-ink">{label}</legend>
      {items.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {items.map((_, i) => {
          const itemLabel = `${label} ${i + 1}`;
          return (
            <li key={i} className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <SchemaField spec={spec.item} path={`${path}.${i}`} label={itemLabel} />
              </div>
              <Button
                variant="danger"
                size="sm"
                aria-label={`Remove ${itemLabel}`}
                onClick={() => update(((getValues(path) as unknown[]) ?? []).filter((__, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => update([...(((getValues(path) as unknown[]) ?? []) as unknown[]), emptyValue(spec.item)])}
      >
        Add to {label.toLowerCase()}
      </Button>
      {message ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {label}: {message}
        </p>
      ) : null}
    </fieldset>
  );
}

function LeafField({ spec, path, label }: { spec: FieldSpec; path: string; label: string }) {
  const id = `${useId()}-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const { register, getFieldState, formState, getValues } = useFormContext();
  const error = getFieldState(path, formState).error?.message;
  const aria = fieldAria(id, error ? `${label}: ${error}` : undefined);
  const optional = !spec.required;
  const className = wide(spec) ? 'sm:col-span-2' : undefined;
  if (spec.kind === 'json') return <JsonField path={path} id={id} label={label} optional={optional} className={className} error={error} />;
  if (spec.kind === 'boolean') {
    return (
      <div className={className}>
        <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
          <input type="checkbox" {...aria} {...register(path)} className="size-5" />
          {label}
        </label>
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {error ? `${label}: ${error}` : null}
        </p>
      </div>
    );
  }
  let control;
  if (spec.kind === 'enum') {
    control = (
      <select {...aria} {...register(path, { setValueAs: (v: string) => (v === '' ? undefined : v) })} className={inputClass}>
        {optional ? <option value="">(none)</option> : null}
        {spec.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === 'number' || spec.kind === 'integer') {
    // A number left blank is no number (the schema names the field when one is required).
    const registration = register(path, { setValueAs: (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v)) });
    control = <input type="number" step={spec.kind === 'integer' ? 1 : 'any'} {...aria} {...registration} className={inputClass} />;
  } else {
    const type = spec.kind === 'date' ? 'date' : spec.kind === 'time' ? 'time' : 'text';
    const start = getValues(path);
    control =
      spec.kind === 'string' && typeof start === 'string' && start.length > 80 ? (
        <textarea {...aria} {...register(path)} rows={4} className={inputClass} />
      ) : (
        <input type={type} {...aria} {...register(path)} className={inputClass} />
      );
  }
  return (
    <Field id={id} label={label} error={error ? `${label}: ${error}` : undefined} optional={optional} className={className}>
      {control}
    </Field>
  );
}

function JsonField({ path, ...props }: { path: string; id: string; label: string; optional: boolean; className?: string; error?: string }) {
  const { setValue, control, formState } = useFormContext();
  const value: unknown = useWatch({ name: path, control });
  return <JsonText {...props} value={value} onChange={(next) => setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />;
}

/** A value edited as JSON text: until the text reads as JSON, the value is an UnreadJson naming the problem. */
export function JsonText({
  id,
  label,
  value,
  onChange,
  error,
  optional,
  className,
  rows = 6,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  optional?: boolean;
  className?: string;
  rows?: number;
}) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState<string | null>(null);
  const shown = bad ?? (error ? `${label}: ${error}` : undefined);
  return (
    <Field id={id} label={label} error={shown} optional={optional} className={className}>
      <textarea
        {...fieldAria(id, shown)}
        rows={rows}
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') {
            setBad(null);
            onChange(undefined);
            return;
          }
          try {
            onChange(JSON.parse(e.target.value));
            setBad(null);
          } catch (err) {
            // The form holds the unread text's problem, not the last text that read: a save refuses it.
            const problem = `${label}: not valid JSON (${(err as Error).message})`;
            setBad(problem);
            onChange(new UnreadJson(problem));
          }
        }}
        className={`${inputClass} font-mono text-sm`}
      />
    </Field>
  );
}
