/** The end of every message that refuses a payment just before its capture (the flows' recheck). */
export function notTakenMessage(paypalOrderId: string): string {
  return `so that payment (PayPal order ${paypalOrderId}) was not taken: nothing was charged.`;
}
