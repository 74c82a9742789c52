// Stored in the browser (admin store): checked by hand (lib/stores/checks), no validator library.
import { isNonEmptyString, isNonNegative, isNonNegativeInt, isString, oneOf, shape, type Checked } from '@/lib/stores/checks';

/** Admin event: status upcoming or active; ticketsSold and revenue are the recorded figures. */
export const isAdminEvent = shape({
  id: isNonEmptyString,
  title: isNonEmptyString,
  description: isString,
  prize: isNonNegative,
  startDate: isNonEmptyString,
  endDate: isNonEmptyString,
  status: oneOf(['upcoming', 'active'] as const),
  /** sport slug, or "special-events" */
  sport: isNonEmptyString,
  ticketsSold: isNonNegativeInt,
  revenue: isNonNegative,
});

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

export type AdminEvent = Checked<typeof isAdminEvent>;
export type Payout = Checked<typeof isPayout>;
export type ApplicationDecision = Checked<typeof isApplicationDecision>;
export type AdminEventStatus = AdminEvent['status'];
