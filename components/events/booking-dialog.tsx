'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/forms/form-alert';
import { bookingEnquiryResolver } from '@/lib/forms/resolvers';
import type { bookingEnquirySchema } from '@/lib/schemas/booking-enquiry';
import { enquiryMailto, type EnquirySubject } from '@/lib/enquiries/booking';
import { useEnquiriesStore } from '@/lib/stores/enquiries-store';
import { randomId } from '@/lib/ids/random-id';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@/lib/enquiries/constants';

type S = typeof bookingEnquirySchema;

const field = 'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-ink aria-[invalid=true]:border-red-700';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * The booking-enquiry dialog (decisions §2): a validated form that records the enquiry in this
 * browser and hands it to the visitor's email app as a mailto: addressed to the bookings team.
 */
export function BookingDialog({ about, bookingsEmail, onClose }: { about: EnquirySubject; bookingsEmail: string; onClose: () => void }) {
  const addEnquiry = useEnquiriesStore((s) => s.addEnquiry);
  const [mailto, setMailto] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: bookingEnquiryResolver,
    defaultValues: { name: '', email: '', partySize: 2, dates: '', message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    addEnquiry({ id: randomId('enq'), createdAt: new Date().toISOString(), event: about.event, item: about.item, ...values });
    const href = enquiryMailto(bookingsEmail, about, values);
    setMailto(href);
    const link = document.createElement('a');
    link.href = href;
    link.click();
  });

  const title = about.item ? `Enquire: ${about.item}` : `${about.event} booking enquiry`;

  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())} title={title} description={`Tell us about your party and we will reply from ${bookingsEmail}.`}>
      {mailto ? (
        <div role="status" className="space-y-3">
          <p className="font-semibold text-emerald-900">
            Thank you. Your enquiry is saved on this device and your email app should open with the message ready to send.
          </p>
          <p>
            If it did not open,{' '}
            <a href={mailto} className="font-semibold text-brand-800 underline underline-offset-4">
              email your enquiry to {bookingsEmail}
            </a>
            .
          </p>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} onFocus={bookingEnquiryResolver.preload} className="space-y-4">
          <FormAlert message={errors.root?.message} />
          <div>
            <label htmlFor="enq-name" className="font-semibold">
              Name
            </label>
            <input
              id="enq-name"
              autoComplete="name"
              className={field}
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? 'enq-name-error' : undefined}
              {...register('name')}
            />
            <FieldError id="enq-name-error" message={errors.name?.message} />
          </div>
          <div>
            <label htmlFor="enq-email" className="font-semibold">
              Email
            </label>
            <input
              id="enq-email"
              type="email"
              autoComplete="email"
              className={field}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'enq-email-error' : undefined}
              {...register('email')}
            />
            <FieldError id="enq-email-error" message={errors.email?.message} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="enq-party" className="font-semibold">
                Party size
              </label>
              <input
                id="enq-party"
                type="number"
                inputMode="numeric"
                min={PARTY_SIZE_MIN}
                max={PARTY_SIZE_MAX}
                className={field}
                aria-invalid={!!errors.partySize}
                aria-describedby={errors.partySize ? 'enq-party-error' : 'enq-party-hint'}
                {...register('partySize', { valueAsNumber: true })}
              />
              <p id="enq-party-hint" className="sr-only">
                From {PARTY_SIZE_MIN} to {PARTY_SIZE_MAX} people
              </p>
              <FieldError id="enq-party-error" message={errors.partySize?.message} />
            </div>
            <div>
              <label htmlFor="enq-dates" className="font-semibold">
                Preferred dates
              </label>
              <input
                id="enq-dates"
                placeholder="e.g. May 15 to 22, 2027"
                className={field}
                aria-invalid={!!errors.dates}
                aria-describedby={errors.dates ? 'enq-dates-error' : undefined}
                {...register('dates')}
              />
              <FieldError id="enq-dates-error" message={errors.dates?.message} />
            </div>
          </div>
          <div>
            <label htmlFor="enq-message" className="font-semibold">
              Message <span className="font-normal text-slate-700">(optional)</span>
            </label>
            <textarea
              id="enq-message"
              rows={3}
              className={field}
              aria-invalid={!!errors.message}
              aria-describedby={errors.message ? 'enq-message-error' : undefined}
              {...register('message')}
            />
            <FieldError id="enq-message-error" message={errors.message?.message} />
          </div>
          <Button type="submit" className="w-full">
            Send Enquiry
          </Button>
        </form>
      )}
    </Dialog>
  );
}
