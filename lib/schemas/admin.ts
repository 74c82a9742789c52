// Stored in the browser (admin store): checked by hand (lib/stores/checks), no validator library.
import { isNonEmptyString, isNonNegative, oneOf, shape, type Checked } from '@/lib/stores/checks';

/** Payout (completed or pending) for one athlete; `sport` feeds the dashboard's sport breakdown. */
export const isPayout = shape({
  id: isNonEmptyString,
  athleteId: isNonEmptyString,
  eventName: isNonEmptyString,
  sport: isNonEmptyString,
  amount: isNonNegative,
  date: isNonEmptyString,
  status: oneOf(['completed', 'pending'] as const),
});

export const isApplicationDecision = shape({
  status: oneOf(['approved', 'rejected'] as const),
  at: isNonEmptyString,
});

/** When the admin processed a pending payout in this browser (lib/stores/admin-store). */
export const isPayoutProcessing = shape({ at: isNonEmptyString });

export type Payout = Checked<typeof isPayout>;
export type PayoutProcessing = Checked<typeof isPayoutProcessing>;
export type ApplicationDecision = Checked<typeof isApplicationDecision>;
