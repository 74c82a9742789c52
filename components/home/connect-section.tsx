import type { Site } from '@/lib/schemas/site';
import { NewsletterForm } from '@/components/news/newsletter-form';
import { isExampleAddress } from '@/lib/email/example-address';
import { mailtoHref } from '@/lib/email/mailto';

/** Social strip, contact details and the newsletter box. */
export function ConnectSection({ site }: { site: Site }) {
  return (
    <section
      aria-labelledby="connect"
      className="render-when-near container-page grid grid-cols-1 gap-8 py-16 [--near-height:1020px] md:[--near-height:710px] lg:grid-cols-2 lg:[--near-height:450px]"
    >
      <div>
        <h2 id="connect" className="text-3xl font-extrabold tracking-tight">
          Follow and Contact the League
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3" aria-label="Social media">
          {site.social.map((s) => (
            <li key={s.name}>
              {isExampleAddress(s.url) ? (
                // An example address leads nowhere: the account is named, not linked.
                <span className="inline-flex min-h-11 max-w-full flex-wrap items-center rounded-full border border-slate-300 px-4 font-semibold wrap-anywhere text-ink">
                  {s.name} <span className="ml-1 font-normal text-slate-700">{s.handle}</span>
                </span>
              ) : (
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-11 max-w-full flex-wrap items-center rounded-full border border-slate-300 px-4 font-semibold wrap-anywhere text-brand-800 hover:bg-brand-50"
                >
                  {s.name} <span className="ml-1 font-normal text-slate-700">{s.handle}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Email</dt>
            <dd>
              <a className="wrap-anywhere text-brand-800 underline" href={mailtoHref(site.contact.email)}>
                {site.contact.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Phone</dt>
            <dd>
              <a className="text-brand-800 underline" href={`tel:${site.contact.phone.replace(/[^+\d]/g, '')}`}>
                {site.contact.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Address</dt>
            <dd>{site.contact.address}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Hours</dt>
            <dd>{site.contact.hours}</dd>
          </div>
        </dl>
      </div>
      <NewsletterForm intro="Get event announcements, ticket drops and champion stories in your inbox." />
    </section>
  );
}
