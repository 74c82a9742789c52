import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getInfoPage } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { InfoPageView } from '@/components/info/info-page-view';
import { EnquiryButton } from '@/components/info/enquiry-button';

const page = getInfoPage('privacy');

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/privacy/',
  section: 'info',
});

export default function PrivacyPage() {
  const to = page.contactEmail ?? getSite().contact.email;
  return (
    <InfoPageView
      page={page}
      eyebrow="Legal"
      actions={
        <section aria-labelledby="privacy-questions" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="privacy-questions" className="text-xl font-bold">
            Questions about your data?
          </h2>
          <p className="mt-2 text-slate-800">Our privacy team answers every request within 30 days at {to}.</p>
          <EnquiryButton
            className="mt-4"
            dialogTitle="Contact the privacy team"
            description={`Your message goes to ${to}.`}
            to={to}
            subject="Privacy request"
            extraLabel="Account email, if different"
            messageLabel="Your request"
          >
            Contact Privacy Team
          </EnquiryButton>
        </section>
      }
    />
  );
}
