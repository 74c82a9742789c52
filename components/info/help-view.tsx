import type { FaqItem } from '@/lib/schemas/faq';
import { ButtonLink } from '@/components/ui/button';
import { RouteHeader } from '@/components/layout/route-header';
import { FaqSearch } from './faq-search';
import { HelpLinks } from './help-aside';

/** /help: the searchable FAQ, a way to write to support and the other help pages. */
export function HelpView({ faq }: { faq: FaqItem[] }) {
  return (
    <>
      <RouteHeader path="/help/" />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="faq" className="max-w-3xl">
          <h2 id="faq" className="mb-4 text-2xl font-extrabold">
            Frequently asked questions
          </h2>
          <FaqSearch items={faq} />
        </section>
        <aside className="flex flex-col gap-6">
          <div className="rounded-2xl bg-brand-50 p-5">
            <h2 className="font-bold">Still need help?</h2>
            <p className="mt-1 text-slate-800">Send us a message and we will answer within two working days.</p>
            <ButtonLink href="/contact/" className="mt-3">
              Contact Support
            </ButtonLink>
          </div>
          <HelpLinks current="/help/" />
        </aside>
      </div>
    </>
  );
}
