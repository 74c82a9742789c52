'use client';
import Link from '@/components/ui/link';
import { formatUSD } from '@/lib/format/en-us';
import { unrecordedMessage, type RecordOutcome } from '@/lib/payments/record';
import { addressLines, receiptMailto, type Receipt } from '@/lib/payments/receipt';
import type { PaymentFailure } from './paypal-checkout';

/** A payment that did not count (not COMPLETED, or not the snapshot's amount and currency): said as an error, with the PayPal id when there is one. */
export function PaymentFailureNotice({ failure }: { failure: PaymentFailure | null }) {
  if (!failure) return null;
  return (
    <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 font-semibold text-red-900">
      {failure.message}
    </p>
  );
}

/** A payment that went through but could not be kept in this browser: the PayPal id and what to do. */
export function UnrecordedNotice({ outcome, paypalOrderId }: { outcome: RecordOutcome; paypalOrderId: string }) {
  if (outcome === 'stored') return null;
  return <ContactUsNotice message={unrecordedMessage(outcome, paypalOrderId)} />;
}

/** A payment problem the buyer must take up with the league: the message and a Contact us link. */
export function ContactUsNotice({ message, alert = false }: { message: string; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined} className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">
        <Link href="/contact/" className="font-semibold underline">
          Contact us
        </Link>
      </p>
    </div>
  );
}

/**
 * The receipt on screen (printable: only it prints, see globals.css [data-receipt]) with "Print
 * receipt" and, when PayPal returned the buyer's email, "Email me this receipt" (mailto: to that
 * address: the visitor's own email app sends it; the site sends nothing).
 */
export function ReceiptView({ receipt, payerEmail }: { receipt: Receipt; payerEmail: string | null | undefined }) {
  const mailto = receiptMailto(payerEmail, receipt);
  return (
    <div data-receipt className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-900">
      <p className="font-bold">Receipt: {receipt.title}</p>
      <p className="text-sm text-slate-700">
        Order <strong>{receipt.orderNumber}</strong> · PayPal order <strong>{receipt.paypalOrderId}</strong> · {receipt.date}
      </p>
      <dl className="mt-2 text-sm">
        {[...receipt.lines, ...receipt.extras].map((l, i) => (
          <div key={`${i}-${l.label}`} className="flex justify-between gap-3">
            <dt>{l.label}</dt>
            <dd>{formatUSD(l.amount, { cents: true })}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-slate-300 pt-1 font-extrabold">
          <dt>Total paid (USD)</dt>
          <dd>{formatUSD(receipt.total, { cents: true })}</dd>
        </div>
      </dl>
      {receipt.tickets?.length ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold">Ticket codes (the gate checks these)</p>
          <ul className="font-mono">
            {receipt.tickets.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {receipt.address ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold">Ships to</p>
          <address className="not-italic">
            {addressLines(receipt.address).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      ) : null}
      <div data-no-print className="mt-3 flex flex-wrap gap-3 text-sm">
        <button type="button" onClick={() => window.print()} className="min-h-11 rounded-full border border-slate-400 px-4 font-semibold hover:bg-slate-50">
          Print receipt
        </button>
        {mailto ? (
          <a href={mailto} className="inline-flex min-h-11 items-center rounded-full border border-slate-400 px-4 font-semibold hover:bg-slate-50">
            Email me this receipt
          </a>
        ) : null}
      </div>
    </div>
  );
}
