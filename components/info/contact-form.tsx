'use client';
import { CONTACT_TOPICS } from '@/lib/enquiries/constants';
import { contactResolver } from '@/lib/forms/resolvers';
import { enquiryBody } from '@/lib/email/mailto';
import { MailtoForm } from './mailto-form';

/** The /contact form: validated, then a mailto: to the league address with subject and body filled in. */
export function ContactForm({ to }: { to: string }) {
  return (
    <MailtoForm
      to={to}
      resolver={contactResolver}
      defaultValues={{ name: '', email: '', topic: CONTACT_TOPICS[0], subject: '', message: '' }}
      fields={[
        { name: 'name', label: 'Your name', autoComplete: 'name', half: true },
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', half: true },
        { name: 'topic', label: 'Topic', options: CONTACT_TOPICS },
        { name: 'subject', label: 'Subject' },
        { name: 'message', label: 'Message', rows: 6 },
      ]}
      compose={(v) => ({
        subject: `[${v.topic}] ${v.subject}`,
        body: enquiryBody(
          [
            ['Name', v.name],
            ['Email', v.email],
            ['Topic', v.topic],
          ],
          v.message,
        ),
      })}
      submitLabel="Send Message"
      formLabel="Contact form"
      className="js-only"
      submitClassName="justify-self-start"
      readyClassName="items-start rounded-2xl bg-emerald-50 p-6"
      ready={
        <>
          <p className="text-lg font-bold">Your message is ready to send.</p>
          <p className="text-slate-800">
            It opens in your email app addressed to {to}, with your subject and message filled in. Nothing is sent until you press send there.
          </p>
        </>
      }
    />
  );
}
