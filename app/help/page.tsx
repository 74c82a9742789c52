import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getFaq } from '@/lib/content/info';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/button';
import { FaqSearch } from '@/components/info/faq-search';
import { HelpLinks } from '@/components/info/help-aside';

export const metadata: Metadata = pageMetadata({
  title: 'Help Center',
  description: 'Answers to common questions about accounts, contests, tickets, refunds and payouts.',
  path: '/help/',
  section: 'info',
});

export default function HelpPage() {
  return (
    <>
      <PageHeader eyebrow="Support" title="Help Center" intro="Answers about accounts, contests, tickets, refunds and payouts." />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="faq" className="max-w-3xl">
          <h2 id="faq" className="mb-4 text-2xl font-extrabold">
            Frequently asked questions
          </h2>
          <FaqSearch items={getFaq()} />
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
