import type { Site } from '@/lib/schemas/site';
import { RouteHeader } from '@/components/layout/route-header';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { mailtoHref } from '@/lib/email/mailto';

/** /contact: the league's addresses and the contact form (a plain mailto: link without JavaScript). */
export function ContactView({ site }: { site: Site }) {
  return (
    <>
      <RouteHeader path="/contact/" />
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
