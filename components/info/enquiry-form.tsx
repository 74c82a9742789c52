'use client';
import { enquiryResolver } from '@/lib/forms/resolvers';
import { enquiryBody } from '@/lib/email/mailto';
import { MailtoForm } from './mailto-form';

export interface EnquiryConfig {
  /** Where the message goes. */
  to: string;
  subject: string;
  /** Label of the optional extra line ("Organization", "Link to your resume"), or none. */
  extraLabel?: string;
  messageLabel?: string;
  submitLabel?: string;
}

/** The enquiry dialogs' form (careers, partners, privacy team, support): validated, then a mailto: link; what is typed is kept while the page is open, so closing the dialog loses nothing. */
export function EnquiryForm({ to, subject, extraLabel, messageLabel = 'Message', submitLabel = 'Prepare email' }: EnquiryConfig) {
  return (
    <MailtoForm
      draft={`${to} ${subject}`}
      to={to}
      resolver={enquiryResolver}
      defaultValues={{ name: '', email: '', extra: '', message: '' }}
      fields={[
        { name: 'name', label: 'Your name', autoComplete: 'name' },
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
        ...(extraLabel ? [{ name: 'extra' as const, label: extraLabel, optional: true }] : []),
        { name: 'message', label: messageLabel, rows: 5 },
      ]}
      compose={(v) => ({
        subject,
        body: enquiryBody(
          [['Name', v.name], ['Email', v.email], ...(extraLabel ? ([[extraLabel, v.extra]] as [string, string | undefined][]) : [])],
          v.message,
        ),
      })}
      submitLabel={submitLabel}
      ready={
        <>
          <p className="font-semibold">Your message to {to} is ready.</p>
          <p className="text-slate-700">Open it in your email app to check it and press send. Nothing is sent until you do.</p>
        </>
      }
    />
  );
}
