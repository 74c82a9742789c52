// Contests and winners: entry fee bounds, the non-sport filter category, winner-card comment limits.
/** Contest entry fees: $49-$99. */
export const CONTEST_ENTRY_FEE_MIN = 49;
export const CONTEST_ENTRY_FEE_MAX = 99;
/** The contest/winner filter category that is not a sport. */
export const SPECIAL_EVENTS_CATEGORY = 'special-events';
/** Comments fans post on winner cards (kept in this browser). */
export const COMMENT_TEXT_MAX = 500;
export const COMMENT_NAME_MAX = 60;
