import type { ReactNode } from 'react';
import { getInfoPage, type InfoPageSlug } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { EnquiryButton } from './enquiry-button';
import type { EnquiryConfig } from './enquiry-form';

interface InfoEnquiryText {
  heading: string;
  /** The sentence above the button, given the address. */
  text: (to: string) => string;
  button: string;
  dialogTitle: string;
  description: (to: string) => string;
  /** The address when the data file names none; else the league's. */
  fallback?: string;
}

type InfoEnquiryEntry = InfoEnquiryText & Omit<EnquiryConfig, 'to'> & { id: string };

/** The info pages that end in an enquiry to one of the league's teams. */
const ENQUIRIES = {
  'safety-center': {
    id: 'report-now',
    heading: 'Report a safety concern',
    text: (to) => `Write to the safety team at ${to}. In an emergency, call local emergency services first.`,
    button: 'Report a Concern',
    dialogTitle: 'Report a safety concern',
    description: (to) => `Your report goes to ${to}. Include what happened, when and who was involved.`,
    fallback: 'safety@wal.example',
    subject: 'Safety report',
    extraLabel: 'Event or account involved',
    messageLabel: 'What happened',
  },
  privacy: {
    id: 'privacy-questions',
    heading: 'Questions about your data?',
    text: (to) => `Our privacy team answers every request within 30 days at ${to}.`,
    button: 'Contact Privacy Team',
    dialogTitle: 'Contact the privacy team',
    description: (to) => `Your message goes to ${to}.`,
    subject: 'Privacy request',
    extraLabel: 'Account email, if different',
    messageLabel: 'Your request',
  },
  terms: {
    id: 'terms-actions',
    heading: 'Agree to the terms',
    text: (to) => `Accepting records the date in this browser. Questions first? Our support team is at ${to}.`,
    button: 'Contact Support',
    dialogTitle: 'Contact support',
    description: (to) => `Your message goes to ${to}.`,
    subject: 'Question about the Terms of Service',
    messageLabel: 'Your question',
  },
} satisfies Partial<Record<InfoPageSlug, InfoEnquiryEntry>>;

/**
 * The boxed enquiry under an info page: a sentence naming the team's address and a button that
 * opens the enquiry dialog. `leading`: a control before the button (Accept Terms), which sets the
 * button beside it as an outline.
 */
export function InfoEnquiry({ slug, leading }: { slug: keyof typeof ENQUIRIES; leading?: ReactNode }) {
  const entry: InfoEnquiryEntry = ENQUIRIES[slug];
  const { id, heading, text, button, dialogTitle, description, fallback, ...config } = entry;
  const to = getInfoPage(slug).contactEmail ?? fallback ?? getSite().contact.email;
  const enquiry = (
    <EnquiryButton
      className={leading ? undefined : 'mt-4'}
      variant={leading ? 'outline' : undefined}
      dialogTitle={dialogTitle}
      description={description(to)}
      to={to}
      {...config}
    >
      {button}
    </EnquiryButton>
  );
  return (
    <section aria-labelledby={id} className={leading ? 'flex flex-col gap-4 rounded-2xl bg-brand-50 p-6' : 'rounded-2xl bg-brand-50 p-6'}>
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <p className={leading ? 'text-slate-800' : 'mt-2 text-slate-800'}>{text(to)}</p>
      {leading ? (
        <div className="flex flex-wrap items-start gap-3">
          {leading}
          {enquiry}
        </div>
      ) : (
        enquiry
      )}
    </section>
  );
}
