'use client';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminEvent } from '@/lib/schemas/admin';
import { adminEventResolver } from '@/lib/forms/resolvers';
import type { AdminEventFormSchema } from '@/lib/schemas/admin-event-form';
import type { SportLink } from '@/lib/schemas/sport';
import { Button } from '@/components/ui/button';
import { Field, TextField, fieldAria, inputClass } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';

export type EventFields = Omit<AdminEvent, 'id'>;

/** Create or edit an admin event (New Event creates one, Edit changes it; both kept in this browser). */
export function EventForm({
  sports,
  initial,
  onSave,
  submitLabel,
}: {
  sports: SportLink[];
  initial?: EventFields;
  onSave: (event: EventFields) => void;
  submitLabel: string;
}) {
  const resolver = useMemo(() => adminEventResolver([...sports.map((s) => s.slug), 'special-events']), [sports]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<AdminEventFormSchema>, unknown, z.output<AdminEventFormSchema>>({
    resolver,
    defaultValues: initial ?? { title: '', description: '', prize: 0, startDate: '', endDate: '', status: 'upcoming', sport: '', ticketsSold: 0, revenue: 0 },
  });

  return (
    <form onSubmit={handleSubmit((v) => onSave(v))} onFocus={resolver.preload} noValidate className="space-y-4">
      <FormAlert message={errors.root?.message} />
      <TextField id="ev-title" label="Title" required error={errors.title?.message} registration={register('title')} />
      <Field id="ev-description" label="Description" error={errors.description?.message}>
        <textarea {...register('description')} {...fieldAria('ev-description', errors.description?.message)} rows={3} className={inputClass} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ev-sport" label="Sport" required error={errors.sport?.message}>
          <select {...register('sport')} {...fieldAria('ev-sport', errors.sport?.message)} className={inputClass}>
            <option value="">Choose a sport</option>
            {sports.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
            <option value="special-events">Special Events</option>
          </select>
        </Field>
        <Field id="ev-status" label="Status" required error={errors.status?.message}>
          <select {...register('status')} {...fieldAria('ev-status', errors.status?.message)} className={inputClass}>
            <option value="upcoming">Upcoming</option>
            <option value="active">Active</option>
          </select>
        </Field>
        {(
          [
            ['startDate', 'ev-start', 'Start date'],
            ['endDate', 'ev-end', 'End date'],
          ] as const
        ).map(([name, id, label]) => (
          <TextField key={name} id={id} label={label} required error={errors[name]?.message} registration={register(name)} type="date" />
        ))}
        {(
          [
            ['prize', 'ev-prize', 'Prize (USD)', true],
            ['ticketsSold', 'ev-tickets', 'Tickets sold', false],
            ['revenue', 'ev-revenue', 'Revenue (USD)', false],
          ] as const
        ).map(([name, id, label, required]) => (
          <TextField
            key={name}
            id={id}
            label={label}
            required={required}
            error={errors[name]?.message}
            registration={register(name, { valueAsNumber: true })}
            type="number"
            min={0}
            step={1}
          />
        ))}
      </div>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
