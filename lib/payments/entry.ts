import type { EntryPayment } from '@/lib/schemas/order';
import { makeSnapshot, type CapturedPayment, type PaymentSnapshot } from './snapshot';

export interface EntryPayload {
  contestId: number;
  contestTitle: string;
}

/** The PayPal order description for an entry fee, naming the contest. */
export function contestPaymentDescription(contest: { title: string }): string {
  return `Contest Entry Fee: ${contest.title}`;
}

/** The snapshot of an entry fee: one entry at the contest's fee. */
export function entrySnapshot(contest: { id: number; title: string; entryFee: number }): PaymentSnapshot<EntryPayload> {
  return makeSnapshot({
    description: contestPaymentDescription(contest),
    items: [{ name: `Entry: ${contest.title}`, sku: `contest-${contest.id}`, quantity: 1, unitAmount: contest.entryFee }],
    payload: { contestId: contest.id, contestTitle: contest.title },
  });
}

/** The payment record kept with the entry (its PayPal id), built from the snapshot PayPal charged for. */
export function entryPaymentFrom(payment: CapturedPayment<EntryPayload>, userId: string, entryId: string | null, now = new Date()): EntryPayment {
  return {
    kind: 'entry',
    id: `entry-${payment.paypalOrderId}`,
    paypalOrderId: payment.paypalOrderId,
    userId,
    contestId: payment.snapshot.payload.contestId,
    contestTitle: payment.snapshot.payload.contestTitle,
    entryId,
    total: payment.snapshot.amount,
    createdAt: now.toISOString(),
    payerEmail: payment.payerEmail,
  };
}

/** What the athlete is told when the fee was paid but the entry could not be saved (never "Already entered"). */
export function entryNotRecordedMessage(paypalOrderId: string, reason: string | null): string {
  return `Your payment went through (PayPal order ${paypalOrderId}), but your entry could not be saved${reason ? ` (${reason})` : ''}. Do not pay again: contact us with this PayPal id and we will enter you or refund you.`;
}
