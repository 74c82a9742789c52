/** @jest-environment node */
import { ENQUIRY_MESSAGE_MAX } from '@/lib/enquiries/constants';
import { bookingEnquirySchema } from '@/lib/schemas/booking-enquiry';
import { enquiriesAbout, enquiryMailto, enquirySubjectLine, spotsLeft } from '@/lib/enquiries/booking';
import { specialEventSchema } from '@/lib/schemas/special-event';
import { getSpecialEvent } from '@/lib/content/special-events';
import { withFixtureData } from '@/__tests__/fixtures/data-dir';
import { at, must } from '@/lib/must';

/** Figures of particular sports and events come from sample files, not the shipped data/. */
withFixtureData('data-sample');

const valid = { name: 'Jamie Rivera', email: 'jamie@example.com', partySize: 4, dates: 'May 2027', message: '' };

describe('booking enquiry schema', () => {
  it('accepts a complete enquiry and trims text', () => {
    expect(bookingEnquirySchema.parse({ ...valid, name: '  Jamie Rivera ' }).name).toBe('Jamie Rivera');
  });
  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ partySize: 0 }, 'partySize'],
    [{ partySize: 21 }, 'partySize'],
    [{ partySize: 2.5 }, 'partySize'],
    [{ partySize: Number.NaN }, 'partySize'],
    [{ dates: ' ' }, 'dates'],
    [{ message: 'x'.repeat(ENQUIRY_MESSAGE_MAX + 1) }, 'message'],
  ])('rejects %j at %s', (patch, field) => {
    const r = bookingEnquirySchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(at(must(r.error, 'a validation error').issues, 0).path).toEqual([field]);
  });
  it('accepts party sizes 1 and 20', () => {
    expect(bookingEnquirySchema.safeParse({ ...valid, partySize: 1 }).success).toBe(true);
    expect(bookingEnquirySchema.safeParse({ ...valid, partySize: 20 }).success).toBe(true);
  });
});

describe('enquiry mailto', () => {
  it('addresses the bookings team with the subject and a body of every field', () => {
    const href = enquiryMailto(
      'bookings@wal.example',
      { event: 'Travel', item: 'Asian Sports Adventure' },
      { ...valid, message: 'Vegetarian meals & a quiet room?' },
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('bookings@wal.example');
    expect(url.searchParams.get('subject')).toBe('Booking enquiry: Asian Sports Adventure (Travel)');
    expect(url.searchParams.get('body')).toContain('Party size: 4\nPreferred dates: May 2027');
    expect(url.searchParams.get('body')).toContain('Message: Vegetarian meals & a quiet room?');
  });
  it('names only the event when the enquiry is not about one item', () => {
    expect(enquirySubjectLine({ event: 'Cruises' })).toBe('Booking enquiry: Cruises');
  });
});

describe('special event schema', () => {
  it('computes spots left and never goes below zero', () => {
    expect(spotsLeft(400, 342)).toBe(58);
    expect(spotsLeft(10, 12)).toBe(0);
  });
  it('rejects a cruise booked beyond capacity, naming the field', () => {
    const cruises = structuredClone(getSpecialEvent('cruises')!);
    at(at(cruises.tabs, 1).cruises!, 0).booked = 401;
    const r = specialEventSchema.safeParse(cruises);
    expect(at(must(r.error, 'a validation error').issues, 0).path).toEqual(['tabs', 1, 'cruises', 0, 'booked']);
  });
  it('requires overview first and unique tab ids', () => {
    const e = structuredClone(getSpecialEvent('parks')!);
    expect(specialEventSchema.safeParse({ ...e, tabs: [...e.tabs].reverse() }).success).toBe(false);
    expect(specialEventSchema.safeParse({ ...e, tabs: [...e.tabs, e.tabs[1]] }).success).toBe(false);
  });
});

describe('enquiries about one event', () => {
  it('keeps only that event, newest first', () => {
    const list = [
      { id: 'a', event: 'Cruises', createdAt: '2026-11-20T09:00:00.000Z' },
      { id: 'b', event: 'Travel', createdAt: '2026-11-22T09:00:00.000Z' },
      { id: 'c', event: 'Cruises', createdAt: '2026-11-21T09:00:00.000Z' },
    ];
    expect(enquiriesAbout(list, 'Cruises').map((e) => e.id)).toEqual(['c', 'a']);
    expect(enquiriesAbout(list, 'Parks')).toEqual([]);
    expect(list.map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});
