/** Business constants from the spec (§9) and decisions. One place, imported everywhere. */
export const SERVICE_FEE_RATE = 0.08;
export const TICKET_QUANTITY_MIN = 1;
export const TICKET_QUANTITY_MAX = 8;
export const FREE_SHIPPING_THRESHOLD = 75;
export const UPLOAD_MAX_BYTES = 104_857_600;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const NEWS_INTERVAL_MS = 4_000;
export const REDIRECT_DELAY_MS = 2_000;
export const SIMULATED_SUBMIT_MS = 2_000;
export const LIVE_TICK_MS = 5_000;
export const CHAT_TICK_MS = 8_000;
export const CHAT_HISTORY = 20;
export const CHAT_MAX_LENGTH = 200;
export const CONNECT_DELAY_MS = 2_000;
export const DESCRIPTION_CUT = 120;
export const MOBILE_MAX_WIDTH = 767;
export const SHOP_AVERAGE_RATING = 4.9;
export const BIO_MAX_LENGTH = 500;
export const PASSWORD_MIN_LENGTH = 8;
export const APP_READY_DELAY_MS = 500;
export const SPLASH_MS = 3_000;
/** Tickets: availability thresholds (share of capacity), PayPal button heights. */
export const AVAILABILITY_HIGH_ABOVE = 0.5;
export const AVAILABILITY_MEDIUM_ABOVE = 0.2;
export const PAYPAL_BUTTON_HEIGHT_MOBILE = 45;
export const PAYPAL_BUTTON_HEIGHT = 55;
export const TICKET_SUCCESS_MESSAGE = 'Tickets purchased successfully!';
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.';
/** Accounts (decisions §3). PBKDF2-SHA256 iterations for new password hashes (OWASP 2023 figure). */
export const PBKDF2_ITERATIONS = 600_000;
/**
 * Earlier values of PBKDF2_ITERATIONS still accepted at sign-in (and re-hashed with the current count
 * then). Empty until the count changes: put the old value here when raising it. Any other stored count
 * is refused, so a tampered record can neither freeze sign-in nor weaken the hash.
 */
export const PBKDF2_PREVIOUS_ITERATIONS: readonly number[] = [];
export const PASSWORD_SALT_BYTES = 16;
/** Uploads on the join form: at most this many files at once (react-dropzone "Too many files"). */
export const UPLOAD_MAX_FILES = 10;
/** Admin sign-in: this many wrong tries in a row lock the form for ADMIN_LOCK_MS. */
export const ADMIN_MAX_ATTEMPTS = 5;
export const ADMIN_LOCK_MS = 30_000;
export const CART_MAX_QUANTITY = 99;
// Live contest / live event (spec §4, §9; decisions §6).
export const STREAM_QUALITIES = ['720p', '1080p', '4K'] as const;
export const LIVE_VIEWER_DRIFT = { min: -10, max: 9 } as const;
export const LIVE_VOTE_GAIN = { min: 0, max: 2 } as const;
export const LIVE_TOTAL_DRIFT = { min: -15, max: 14 } as const;
/** How often a summary of other people's chat messages is announced to screen readers (no flooding). */
export const LIVE_ANNOUNCE_SUMMARY_MS = 30_000;
export const LIVE_EVENT_PRIZE_POOL = 10_000;
/** Contest entry fees (spec §9: $49-$99). */
export const CONTEST_ENTRY_FEE_MIN = 49;
export const CONTEST_ENTRY_FEE_MAX = 99;
/** The contest/winner filter category that is not a sport (decisions §1). */
export const SPECIAL_EVENTS_CATEGORY = 'special-events';
/** Contact and enquiry form limits. */
export const ENQUIRY_MESSAGE_MAX = 2000;
export const ENQUIRY_NAME_MAX = 100;
/** League event times are Eastern Standard Time (spec §9 "Times EST"). */
export const EVENT_UTC_OFFSET = '-05:00';
/** Booking enquiries (decisions §2): party size bounds and text limits. */
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;

/** The /contact form's topics. */
export const CONTACT_TOPICS = ['General question', 'Tickets and refunds', 'Contests and prizes', 'Account help', 'Partnerships', 'Press'] as const;

/** Comments fans post on winner cards (kept in this browser). */
export const COMMENT_TEXT_MAX = 500;
export const COMMENT_NAME_MAX = 60;
