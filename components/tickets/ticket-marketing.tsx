import Link from '@/components/ui/link';
import type { FanTestimonial, TicketFaq } from '@/lib/schemas/ticket-event';
import { ButtonLink } from '@/components/ui/button';
import { refundRequestMailto } from '@/lib/tickets/refund-mailto';
import { PageSection } from '@/components/layout/page-section';
import { TextTiles } from '@/components/ui/text-tiles';

const PERKS = [
  { title: 'All-in prices', text: 'The price on every card includes the service fee. No surprises at checkout.' },
  { title: 'Tickets on your phone', text: 'Every seat gets its own QR code on My Tickets, plus a calendar file for the day.' },
  { title: 'Secure checkout', text: 'Pay through PayPal with your balance or a card. We never see your card number.' },
];

/** Marketing blocks, two fan testimonials, the ticket FAQ and the closing links of /buy-tickets. */
export function TicketMarketing({ testimonials, faq, leagueEmail }: { testimonials: FanTestimonial[]; faq: TicketFaq[]; leagueEmail: string }) {
  return (
    <>
      <section aria-labelledby="why-buy" className="render-when-near bg-brand-50 py-14 [--near-height:850px] md:[--near-height:590px] lg:[--near-height:440px]">
        <div className="container-page">
          <h2 id="why-buy" className="text-2xl font-extrabold sm:text-3xl">
            Why fans buy here
          </h2>
          <TextTiles items={PERKS} className="mt-6 gap-5 sm:grid-cols-2 lg:grid-cols-4" titleClassName="text-brand-800">
            <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-brand-800">Refunds by email</h3>
              <p className="mt-2 text-slate-700">
                The site cannot cancel an order itself. Write to the league at {leagueEmail}; it answers by email and refunds through PayPal when it agrees.
              </p>
              <a href={refundRequestMailto(leagueEmail)} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                Ask for a refund by email
              </a>
            </li>
          </TextTiles>
        </div>
      </section>

      <PageSection
        id="fans-say"
        title="What fans say"
        className="render-when-near container-page py-14 [--near-height:670px] md:[--near-height:450px] lg:[--near-height:370px]"
      >
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <li key={t.author}>
              <figure className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <blockquote className="text-lg text-ink">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <strong>{t.author}</strong>, <span className="text-slate-700">{t.position}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <section
        aria-labelledby="ticket-faq"
        className="render-when-near bg-slate-50 py-14 [--near-height:520px] md:[--near-height:500px] lg:[--near-height:500px]"
      >
        <div className="container-page max-w-3xl">
          <h2 id="ticket-faq" className="text-2xl font-extrabold sm:text-3xl">
            Ticket questions
          </h2>
          <div className="mt-6 flex flex-col gap-3">
            {faq.map((f) => (
              <details key={f.question} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <summary className="font-semibold">{f.question}</summary>
                <p className="mt-2 text-slate-700">{f.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <PageSection
        id="more-links"
        title="More from the league"
        className="render-when-near container-page py-14 text-center [--near-height:320px] md:[--near-height:250px] lg:[--near-height:250px]"
      >
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          Already have tickets? Find them on{' '}
          <Link href="/my-tickets/" className="font-semibold text-brand-800 underline">
            My Tickets
          </Link>
          .
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/my-tickets/">My Tickets</ButtonLink>
          <ButtonLink href="/upcoming-contests/" variant="outline">
            Upcoming contests
          </ButtonLink>
          <ButtonLink href="/join/" variant="outline">
            Join the league
          </ButtonLink>
          <ButtonLink href="/help/" variant="ghost">
            Help center
          </ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
