import Link from '@/components/ui/link';
import type { Site } from '@/lib/schemas/site';
import { mailtoHref } from '@/lib/email/mailto';

/** League address, email, phone and hours from data/site.json. */
export function ContactDetails({ site }: { site: Site }) {
  const { contact } = site;
  return (
    <section aria-labelledby="contact-details" className="flex flex-col gap-6">
      <h2 id="contact-details" className="text-2xl font-extrabold">
        Contact details
      </h2>
      <dl className="flex flex-col gap-4">
        <div>
          <dt className="font-semibold text-slate-700">Email</dt>
          <dd>
            <a href={mailtoHref(contact.email)} className="text-brand-800 underline">
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Bookings</dt>
          <dd>
            <a href={mailtoHref(contact.bookingsEmail)} className="text-brand-800 underline">
              {contact.bookingsEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Phone</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="text-brand-800 underline">
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Address</dt>
          <dd>
            <address className="not-italic">{contact.address}</address>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Hours</dt>
          <dd>{contact.hours}</dd>
        </div>
      </dl>
      <p className="text-slate-700">
        Looking for a quick answer? Try the{' '}
        <Link href="/help/" className="text-brand-800 underline">
          Help Center
        </Link>
        .
      </p>
    </section>
  );
}
