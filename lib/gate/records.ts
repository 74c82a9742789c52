import { isBoolean, isInt, isIsoTime, isNonEmptyString, isNonNegativeInt, isNumber, isString, nullable, optional, shape } from '@/lib/stores/checks';

/**
 * A paid invoice as the gate keeps it (lib/gate/paypal-activity.ts). Its amount and currency are
 * optional, so invoices loaded before the gate read them stay valid (the check asks for a new export).
 */
export const isPaidInvoice = shape({
  invoiceId: isNonEmptyString,
  customId: isString,
  status: isString,
  refunded: isBoolean,
  gross: optional(nullable(isNumber)),
  currency: optional(isString),
});

/** An admitted ticket (lib/gate/check.ts); `source` (the other gate's file) only on check-ins loaded from another gate, so records kept before it existed stay valid. */
export const isCheckIn = shape({ ticketId: isNonEmptyString, eventId: isInt, at: isIsoTime, source: optional(isNonEmptyString) });

/** Which activity export the paid list came from. */
export const isActivitySource = nullable(shape({ name: isString, loadedAt: isIsoTime, rows: isNonNegativeInt }));
