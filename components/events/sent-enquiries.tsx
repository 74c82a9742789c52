'use client';
import { useMemo, useState } from 'react';
import { enquiriesAbout, enquiryMailto } from '@/lib/enquiries/booking';
import { formatDate } from '@/lib/format/en-us';
import { useEnquiriesStore } from '@/lib/stores/enquiries-store';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * The booking enquiries this browser sent about one special event: what, when, for how many, with
 * a link to email it again and a way to remove it from this device. Nothing shows until there is one.
 */
export function SentEnquiries({ event, bookingsEmail }: { event: string; bookingsEmail: string }) {
  const all = useEnquiriesStore((s) => s.enquiries);
  const enquiries = useMemo(() => enquiriesAbout(all, event), [all, event]);
  const remove = useEnquiriesStore((s) => s.remove);
  const [status, setStatus] = useState('');

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      {enquiries.length > 0 ? (
        <section aria-labelledby="sent-enquiries" className="mt-10 max-w-3xl">
          <h2 id="sent-enquiries" className="text-2xl font-extrabold text-ink">
            Your enquiries about {event}
          </h2>
          <p className="mt-1 text-sm text-slate-700">Kept on this device only. The bookings team replies by email from {bookingsEmail}.</p>
          <ul className="mt-4 space-y-3">
            {enquiries.map((e) => (
              <li key={e.id}>
                <Card>
                  <h3 className="font-bold">{e.item ?? `${event} booking`}</h3>
                  <p className="mt-1 text-slate-700">
                    Sent {formatDate(e.createdAt)} · party of {e.partySize} · {e.dates}
                  </p>
                  <div className="mt-3 flex flex-wrap items-center gap-4">
                    <a
                      href={enquiryMailto(bookingsEmail, { event: e.event, item: e.item }, e)}
                      aria-label={`Email it again: ${e.item ?? event}`}
                      className="font-semibold text-brand-800 underline underline-offset-4"
                    >
                      Email it again
                    </a>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remove the enquiry about ${e.item ?? event} sent ${formatDate(e.createdAt)}`}
                      onClick={() => {
                        remove(e.id);
                        setStatus(`The enquiry about ${e.item ?? event} was removed from this device.`);
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
