import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { BIO_MAX_LENGTH } from '@/lib/accounts/constants';
import type { SportLink } from '@/lib/schemas/sport';
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

/** First name, last name and email, all required. */
export function AthleteNameFields({ prefix, reg, errors, disabled }: AthleteFieldProps) {
  return (
    <>
      <TextField
        id={fieldId(prefix, 'firstName')}
        label="First name"
        required
        error={errors.firstName?.message}
        registration={reg('firstName')}
        autoComplete="given-name"
        disabled={disabled}
      />
      <TextField
        id={fieldId(prefix, 'lastName')}
        label="Last name"
        required
        error={errors.lastName?.message}
        registration={reg('lastName')}
        autoComplete="family-name"
        disabled={disabled}
      />
      <TextField
        id={fieldId(prefix, 'email')}
        label="Email"
        required
        error={errors.email?.message}
        registration={reg('email')}
        type="email"
        autoComplete="email"
        disabled={disabled}
      />
    </>
  );
}

/** The athlete's sport, required, from the league's sports. */
export function SportField({ prefix, reg, errors, disabled, label, sports }: AthleteFieldProps & { label: string; sports: SportLink[] }) {
  const id = fieldId(prefix, 'selectedSport');
  return (
    <Field id={id} label={label} required error={errors.selectedSport?.message}>
      <select {...reg('selectedSport')} {...fieldAria(id, errors.selectedSport?.message)} className={inputClass} disabled={disabled}>
        <option value="">Choose your sport</option>
        {sports.map((s) => (
          <option key={s.slug} value={s.slug}>
            {s.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Instagram and X handles, optional. */
export function HandleFields({ prefix, reg, errors, disabled, placeholder }: AthleteFieldProps & { placeholder?: string }) {
  return (
    <>
      <TextField
        id={fieldId(prefix, 'instagram')}
        label="Instagram handle"
        error={errors.instagram?.message}
        registration={reg('instagram')}
        placeholder={placeholder}
        disabled={disabled}
      />
      <TextField
        id={fieldId(prefix, 'twitter')}
        label="X (Twitter) handle"
        error={errors.twitter?.message}
        registration={reg('twitter')}
        placeholder={placeholder}
        disabled={disabled}
      />
    </>
  );
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
