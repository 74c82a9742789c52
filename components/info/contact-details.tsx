import Link from '@/components/ui/link';
import type { Site } from '@/lib/schemas/site';
import { Facts } from '@/components/ui/facts';
import { mailtoHref } from '@/lib/email/mailto';

function ContactLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className="text-brand-800 underline">
      {children}
    </a>
  );
}

/** League address, email, phone and hours from data/site.json. */
export function ContactDetails({ site }: { site: Site }) {
  const { contact } = site;
  return (
    <section aria-labelledby="contact-details" className="flex flex-col gap-6">
      <h2 id="contact-details" className="text-2xl font-extrabold">
        Contact details
      </h2>
      <Facts
        className="flex flex-col gap-4"
        termClassName="font-semibold text-slate-700"
        items={[
          { term: 'Email', value: <ContactLink href={mailtoHref(contact.email)}>{contact.email}</ContactLink> },
          { term: 'Bookings', value: <ContactLink href={mailtoHref(contact.bookingsEmail)}>{contact.bookingsEmail}</ContactLink> },
          { term: 'Phone', value: <ContactLink href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</ContactLink> },
          { term: 'Address', value: <address className="not-italic">{contact.address}</address> },
          { term: 'Hours', value: contact.hours },
        ]}
      />
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
