import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getInfoPage } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { InfoPageView } from '@/components/info/info-page-view';
import { EnquiryButton } from '@/components/info/enquiry-button';
import { AcceptTerms } from '@/components/info/accept-terms';

const page = getInfoPage('terms');

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/terms/',
  section: 'info',
});

export default function TermsPage() {
  const to = page.contactEmail ?? getSite().contact.email;
  return (
    <InfoPageView
      page={page}
      eyebrow="Legal"
      actions={
        <section aria-labelledby="terms-actions" className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6">
          <h2 id="terms-actions" className="text-xl font-bold">
            Agree to the terms
          </h2>
          <p className="text-slate-800">Accepting records the date in this browser. Questions first? Our support team is at {to}.</p>
          <div className="flex flex-wrap items-start gap-3">
            <AcceptTerms />
            <EnquiryButton
              variant="outline"
              dialogTitle="Contact support"
              description={`Your message goes to ${to}.`}
              to={to}
              subject="Question about the Terms of Service"
              messageLabel="Your question"
            >
              Contact Support
            </EnquiryButton>
          </div>
        </section>
      }
    />
  );
}
