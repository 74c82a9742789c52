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
export const COUNTDOWN_START_SECONDS = 2 * 3600 + 45 * 60 + 18;
export const DESCRIPTION_CUT = 120;
export const MOBILE_MAX_WIDTH = 767;
export const SHOP_AVERAGE_RATING = 4.9;
export const BIO_MAX_LENGTH = 500;
export const PASSWORD_MIN_LENGTH = 8;
/** League event times are Eastern Standard Time (spec §9 "Times EST"). */
export const EVENT_UTC_OFFSET = '-05:00';
/** Booking enquiries (decisions §2): party size bounds and text limits. */
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;
export const ENQUIRY_MESSAGE_MAX = 1000;
