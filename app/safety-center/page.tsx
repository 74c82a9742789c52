import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getInfoPage } from '@/lib/content/info';
import { InfoPageView } from '@/components/info/info-page-view';
import { HelpLinks } from '@/components/info/help-aside';
import { EnquiryButton } from '@/components/info/enquiry-button';

const page = getInfoPage('safety-center');

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/safety-center/',
  section: 'info',
});

export default function SafetyCenterPage() {
  const to = page.contactEmail ?? 'safety@wal.example';
  return (
    <InfoPageView
      page={page}
      eyebrow="Safety"
      actions={
        <section aria-labelledby="report-now" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="report-now" className="text-xl font-bold">
            Report a safety concern
          </h2>
          <p className="mt-2 text-slate-800">Write to the safety team at {to}. In an emergency, call local emergency services first.</p>
          <EnquiryButton
            className="mt-4"
            dialogTitle="Report a safety concern"
            description={`Your report goes to ${to}. Include what happened, when and who was involved.`}
            to={to}
            subject="Safety report"
            extraLabel="Event or account involved"
            messageLabel="What happened"
          >
            Report a Concern
          </EnquiryButton>
        </section>
      }
      aside={<HelpLinks current="/safety-center/" />}
    />
  );
}
