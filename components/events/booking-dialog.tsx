'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/forms/form-alert';
import { Field, TextField, fieldAria, inputClass } from '@/components/forms/field';
import { bookingEnquiryResolver } from '@/lib/forms/resolvers';
import type { bookingEnquirySchema } from '@/lib/schemas/booking-enquiry';
import { enquiryMailto, type EnquirySubject } from '@/lib/enquiries/booking';
import { useEnquiriesStore } from '@/lib/stores/enquiries-store';
import { randomId } from '@/lib/ids/random-id';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@/lib/enquiries/constants';

type S = typeof bookingEnquirySchema;

/**
 * The booking-enquiry dialog (every Book button opens it): a validated form that records the enquiry in this
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
          <TextField id="enq-name" label="Name" error={errors.name?.message} registration={register('name')} autoComplete="name" />
          <TextField id="enq-email" label="Email" error={errors.email?.message} registration={register('email')} type="email" autoComplete="email" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="enq-party"
              label="Party size"
              error={errors.partySize?.message}
              hint={`From ${PARTY_SIZE_MIN} to ${PARTY_SIZE_MAX} people`}
              hintClassName="sr-only"
              registration={register('partySize', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={PARTY_SIZE_MIN}
              max={PARTY_SIZE_MAX}
            />
            <TextField
              id="enq-dates"
              label="Preferred dates"
              error={errors.dates?.message}
              registration={register('dates')}
              placeholder="e.g. May 15 to 22, 2027"
            />
          </div>
          <Field id="enq-message" label="Message" optional error={errors.message?.message}>
            <textarea {...fieldAria('enq-message', errors.message?.message)} rows={3} className={inputClass} {...register('message')} />
          </Field>
          <Button type="submit" className="w-full">
            Send Enquiry
          </Button>
        </form>
      )}
    </Dialog>
  );
}
