'use client';
import dynamic from 'next/dynamic';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';
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
  const { open, show, close, ref } = useDialogTrigger();
  return (
    <>
      <noscript>
        <a href={mailtoHref(bookingsEmail)} className="font-semibold underline underline-offset-4">
          Email {bookingsEmail} to book
        </a>
      </noscript>
      <Button
        ref={ref}
        variant={variant}
        className={cn('js-only', className)}
        aria-haspopup="dialog"
        aria-label={about.item ? `${label}: ${about.item}` : undefined}
        onClick={show}
      >
        {label}
      </Button>
      {open ? <BookingDialog about={about} bookingsEmail={bookingsEmail} onClose={close} /> : null}
    </>
  );
}
