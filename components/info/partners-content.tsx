import { RouteHeader } from '@/components/layout/route-header';
import { Img } from '@/components/ui/img';
import { TextTiles } from '@/components/ui/text-tiles';
import { PageSection } from '@/components/layout/page-section';
import type { PartnersContent as Partners } from '@/lib/schemas/partners';
import type { Testimonial } from '@/lib/schemas/testimonial';
import { assetPath } from '@/lib/url/paths';
import { EnquiryButton } from './enquiry-button';
import { isExampleAddress } from '@/lib/email/example-address';

export function PartnersContent({ content, testimonials }: { content: Partners; testimonials: Testimonial[] }) {
  return (
    <>
      <RouteHeader path="/partners/" />
      <div className="container-page flex flex-col gap-14 py-10">
        <PageSection id="our-partners" title="Our partners" headingClassName="mb-6">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.partners.map((p) => (
              <li key={p.id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                <Img src={assetPath(p.logo)} alt={`${p.name} logo`} width={400} height={200} className="aspect-[2/1] w-full object-cover" />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="text-xl font-bold">{p.name}</h3>
                  <p className="text-slate-700">{p.description}</p>
                  {/* A partner's example address (the shipped demo partners) leads nowhere: no link until an operator sets the real one. */}
                  {isExampleAddress(p.website) ? null : (
                    <a
                      href={p.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-auto inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                    >
                      Visit website<span className="sr-only">: {p.name} (opens in a new tab)</span>
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="benefits" title="Why partner with us" headingClassName="mb-6">
          <TextTiles
            items={content.benefits}
            className="gap-6 sm:grid-cols-2 lg:grid-cols-4"
            tileClassName="rounded-2xl bg-brand-50 p-6"
            textClassName="text-slate-800"
          />
        </PageSection>
        <PageSection id="partner-voices" title="What our partners say" headingClassName="mb-6">
          <ul className="grid gap-6 md:grid-cols-2">
            {testimonials.map((t) => (
              <li key={t.id}>
                <figure className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <blockquote className="text-lg text-ink">“{t.quote}”</blockquote>
                  <figcaption className="mt-auto flex items-center gap-3">
                    <Img src={assetPath(t.image)} alt="" width={56} height={56} className="rounded-full" />
                    <span>
                      <span className="block font-bold">{t.author}</span>
                      <span className="block text-sm text-slate-700">{t.position}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="become-partner" title="Become a partner" className="rounded-3xl bg-brand-900 p-8 text-white">
          <p className="mt-2 max-w-2xl text-white/85">Tell us about your brand and goals; our partnerships team replies within two working days.</p>
          <EnquiryButton
            variant="light"
            className="mt-5"
            dialogTitle="Partner with us"
            description={`Your message goes to ${content.contactEmail}.`}
            to={content.contactEmail}
            subject="Partnership enquiry"
            extraLabel="Organization"
            messageLabel="What would you like to do together?"
          >
            Partner With Us
          </EnquiryButton>
        </PageSection>
      </div>
    </>
  );
}
