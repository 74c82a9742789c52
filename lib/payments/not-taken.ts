/** The end of every message that refuses a payment just before its capture (the flows' recheck). */
export function notTakenMessage(paypalOrderId: string): string {
  return `so that payment (PayPal order ${paypalOrderId}) was not taken: nothing was charged.`;
}

/** A page from an older build: its prices or details may have changed since. */
export function siteUpdatedMessage(paypalOrderId: string): string {
  return `The site was updated since this page was loaded (prices or details may have changed), ${notTakenMessage(paypalOrderId)} Reload the page to see the current details, then pay again.`;
}
