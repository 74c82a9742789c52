import { fieldLines, mailtoHref } from '@/lib/email/mailto';
import type { BookingEnquiry } from '@/lib/schemas/booking-enquiry';

/** What the enquiry is about: the event page and, when the button belongs to one, the item. */
export interface EnquirySubject {
  event: string;
  item?: string;
}

/** This browser's enquiries about one special event, newest first. */
export function enquiriesAbout<T extends { event: string; createdAt: string }>(enquiries: readonly T[], event: string): T[] {
  return enquiries.filter((e) => e.event === event).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Places left on a sailing or trip: capacity minus booked, never below 0. */
export function spotsLeft(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}

export function enquirySubjectLine(about: EnquirySubject): string {
  return `Booking enquiry: ${about.item ? `${about.item} (${about.event})` : about.event}`;
}

function bookingBody(about: EnquirySubject, e: BookingEnquiry): string {
  return [
    'Hello bookings team,',
    '',
    `I would like to enquire about ${about.item ?? about.event}.`,
    '',
    ...fieldLines([
      ['Name', e.name],
      ['Email', e.email],
      ['Party size', String(e.partySize)],
      ['Preferred dates', e.dates],
      ['Event', about.event],
      ['Booking', about.item],
    ]),
    '',
    ...fieldLines([['Message', e.message || '(none)']]),
  ].join('\n');
}

/** The mailto: link that hands the enquiry to the visitor's email app. */
export function enquiryMailto(to: string, about: EnquirySubject, e: BookingEnquiry): string {
  return mailtoHref(to, enquirySubjectLine(about), bookingBody(about, e));
}
