import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getSite } from '@/lib/content/site';
import { PageHeader } from '@/components/ui/page-header';
import { ContactDetails } from '@/components/info/contact-details';
import { ContactForm } from '@/components/info/contact-form';
import { mailtoHref } from '@/lib/email/mailto';

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  description: "Contact the Women's Athletic League by email, phone or the contact form.",
  path: '/contact/',
  section: 'info',
});

export default function ContactPage() {
  const site = getSite();
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact the League"
        intro="Questions about tickets, competing, partnerships or the press? We answer within two working days."
      />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ContactDetails site={site} />
        <section aria-labelledby="write-to-us" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="write-to-us" className="mb-4 text-2xl font-extrabold">
            Send us a message
          </h2>
          <ContactForm to={site.contact.email} />
          <noscript>
            <p>
              The form needs JavaScript. Write to us directly at <a href={mailtoHref(site.contact.email)}>{site.contact.email}</a>.
            </p>
          </noscript>
        </section>
      </div>
    </>
  );
}
