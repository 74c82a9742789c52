'use client';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Button, type ButtonVariants } from '@/components/ui/button';
import type { EnquirySubject } from '@/lib/enquiries/booking';
import { cn } from '@/lib/ui/cn';
import { mailtoHref } from '@/lib/email/mailto';

// The form, its validation and Radix Dialog load on the first click, not with the page.
const BookingDialog = dynamic(() => import('./booking-dialog').then((m) => m.BookingDialog));

/** Every booking control of the special-event pages: opens the booking-enquiry dialog. */
export function BookingButton({
  label,
  about,
  bookingsEmail,
  variant = 'primary',
  className,
}: { label: string; about: EnquirySubject; bookingsEmail: string; className?: string } & ButtonVariants) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setTimeout(() => button.current?.focus(), 0);
  };
  return (
    <>
      <noscript>
        <a href={mailtoHref(bookingsEmail)} className="font-semibold underline underline-offset-4">
          Email {bookingsEmail} to book
        </a>
      </noscript>
      <Button
        ref={button}
        variant={variant}
        className={cn('js-only', className)}
        aria-haspopup="dialog"
        aria-label={about.item ? `${label}: ${about.item}` : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? <BookingDialog about={about} bookingsEmail={bookingsEmail} onClose={close} /> : null}
    </>
  );
}
