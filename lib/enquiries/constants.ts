/** Contact and enquiry form limits. */
export const ENQUIRY_MESSAGE_MAX = 2000;
export const ENQUIRY_NAME_MAX = 100;
/** The /contact form's topics. */
export const CONTACT_TOPICS = ['General question', 'Tickets and refunds', 'Contests and prizes', 'Account help', 'Partnerships', 'Press'] as const;
/** Booking enquiries: party size bounds and text limits. */
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;
