/** PayPal button heights (px) on a phone and elsewhere, and the message of a failed payment. */
export const PAYPAL_BUTTON_HEIGHT_MOBILE = 45;
export const PAYPAL_BUTTON_HEIGHT = 55;
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';

/** PayPal's public sandbox client id: the default when NEXT_PUBLIC_PAYPAL_CLIENT_ID is not set. */
export const PAYPAL_SANDBOX_CLIENT_ID = 'test';

/** The client id the build uses (read literally, so Next inlines it in the client bundle). */
export function paypalClientId(): string {
  return process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID?.trim() || PAYPAL_SANDBOX_CLIENT_ID;
}

/** Said when PayPal (its SDK script or this site's payment code) cannot be loaded (with Retry beside it: nothing hangs silently). */
/** How long the PayPal script may take to load before the checkout says payment is unavailable (with Retry). */
export const PAYPAL_LOAD_TIMEOUT_MS = 20_000;

export const PAYPAL_UNAVAILABLE_MESSAGE = 'Payment is unavailable right now: PayPal could not be loaded. Check your connection, then try again.';
