'use client';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminEvent } from '@/lib/schemas/admin';
import { adminEventResolver } from '@/lib/forms/resolvers';
import type { AdminEventFormSchema } from '@/lib/schemas/admin-event-form';
import type { SportLink } from '@/lib/schemas/sport';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';

export type EventFields = Omit<AdminEvent, 'id'>;

/** Create or edit an admin event (decisions §2 "Admin New Event"). */
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
      <Field id="ev-title" label="Title" required error={errors.title?.message}>
        <input {...register('title')} {...fieldAria('ev-title', errors.title?.message)} className={inputClass} />
      </Field>
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
        <Field id="ev-start" label="Start date" required error={errors.startDate?.message}>
          <input {...register('startDate')} {...fieldAria('ev-start', errors.startDate?.message)} type="date" className={inputClass} />
        </Field>
        <Field id="ev-end" label="End date" required error={errors.endDate?.message}>
          <input {...register('endDate')} {...fieldAria('ev-end', errors.endDate?.message)} type="date" className={inputClass} />
        </Field>
        <Field id="ev-prize" label="Prize (USD)" required error={errors.prize?.message}>
          <input
            {...register('prize', { valueAsNumber: true })}
            {...fieldAria('ev-prize', errors.prize?.message)}
            type="number"
            min={0}
            step={1}
            className={inputClass}
          />
        </Field>
        <Field id="ev-tickets" label="Tickets sold" error={errors.ticketsSold?.message}>
          <input
            {...register('ticketsSold', { valueAsNumber: true })}
            {...fieldAria('ev-tickets', errors.ticketsSold?.message)}
            type="number"
            min={0}
            step={1}
            className={inputClass}
          />
        </Field>
        <Field id="ev-revenue" label="Revenue (USD)" error={errors.revenue?.message}>
          <input
            {...register('revenue', { valueAsNumber: true })}
            {...fieldAria('ev-revenue', errors.revenue?.message)}
            type="number"
            min={0}
            step={1}
            className={inputClass}
          />
        </Field>
      </div>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
