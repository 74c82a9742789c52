import { useController, type Control, type FieldErrors, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { BIO_MAX_LENGTH } from '@/lib/accounts/constants';
import type { SportChoice } from '@/lib/sports/catalog';
import { SportPicker } from '@/components/sports/sport-picker';
import { Field, TextField, fieldAria, inputClass } from './field';

/** The athlete's details that the join form and the dashboard profile both ask for. */
export type AthleteKey = 'firstName' | 'lastName' | 'email' | 'selectedSport' | 'instagram' | 'twitter' | 'bio';

interface AthleteFieldProps {
  /** Ids are `<prefix>-<name>`, or the bare name without a prefix. */
  prefix?: string;
  /** react-hook-form's register for these names. */
  reg: (name: AthleteKey) => UseFormRegisterReturn;
  errors: FieldErrors<Record<AthleteKey, string>>;
  disabled?: boolean;
}

const fieldId = (prefix: string | undefined, name: AthleteKey) => (prefix ? `${prefix}-${name}` : name);

const NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const satisfies readonly { name: AthleteKey; label: string; autoComplete: string; type?: 'email' }[];

const HANDLE_FIELDS = [
  { name: 'instagram', label: 'Instagram handle' },
  { name: 'twitter', label: 'X (Twitter) handle' },
] as const satisfies readonly { name: AthleteKey; label: string }[];

/** First name, last name and email, all required. */
export function AthleteNameFields({ prefix, reg, errors, disabled }: AthleteFieldProps) {
  return NAME_FIELDS.map((f) => (
    <TextField
      key={f.name}
      id={fieldId(prefix, f.name)}
      label={f.label}
      required
      error={errors[f.name]?.message}
      registration={reg(f.name)}
      type={'type' in f ? f.type : undefined}
      autoComplete={f.autoComplete}
      disabled={disabled}
    />
  ));
}

/**
 * The athlete's sport, required, from the league's sports: a picker offering the featured sports (and
 * `known`, any other the page names) at once and every sport once the list arrives. Works through
 * react-hook-form's `control` (the form value is the sport's slug).
 */
export function SportField<T extends FieldValues & { selectedSport: string }>({
  prefix,
  control,
  errors,
  disabled,
  label,
  featured,
  known,
}: Omit<AthleteFieldProps, 'reg'> & {
  control: Control<T, unknown, FieldValues>;
  label: string;
  featured: readonly SportChoice[];
  known?: readonly SportChoice[];
}) {
  const id = fieldId(prefix, 'selectedSport');
  const { field } = useController({ control, name: 'selectedSport' as Path<T> });
  const error = errors.selectedSport?.message;
  return (
    <Field id={id} label={label} required error={error}>
      <SportPicker
        id={id}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        featured={featured}
        known={known}
        placeholder="Choose your sport"
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={`${id}-error`}
        required
      />
    </Field>
  );
}

/** Instagram and X handles, optional. */
export function HandleFields({ prefix, reg, errors, disabled, placeholder }: AthleteFieldProps & { placeholder?: string }) {
  return HANDLE_FIELDS.map((f) => (
    <TextField
      key={f.name}
      id={fieldId(prefix, f.name)}
      label={f.label}
      error={errors[f.name]?.message}
      registration={reg(f.name)}
      placeholder={placeholder}
      disabled={disabled}
    />
  ));
}

/** The bio, with a count of its characters; spans both columns. */
export function BioField({ prefix, reg, errors, disabled, label, length }: AthleteFieldProps & { label: string; length: number }) {
  const id = fieldId(prefix, 'bio');
  return (
    <Field id={id} label={label} error={errors.bio?.message} hint={`${length} of ${BIO_MAX_LENGTH} characters`} className="sm:col-span-2">
      <textarea {...reg('bio')} {...fieldAria(id, errors.bio?.message, true)} rows={5} className={inputClass} disabled={disabled} />
    </Field>
  );
}
