import { isBoolean, isInt, isIsoTime, isNonEmptyString, isNonNegativeInt, isString, nullable, shape } from '@/lib/stores/checks';

/** A paid invoice as the gate keeps it (lib/gate/paypal-activity.ts). */
export const isPaidInvoice = shape({ invoiceId: isNonEmptyString, customId: isString, status: isString, refunded: isBoolean });

/** An admitted ticket (lib/gate/check.ts). */
export const isCheckIn = shape({ ticketId: isNonEmptyString, eventId: isInt, at: isIsoTime });

/** Which activity export the paid list came from. */
export const isActivitySource = nullable(shape({ name: isString, loadedAt: isIsoTime, rows: isNonNegativeInt }));
