/**
 * Every name the site uses in browser storage, written only here (a lint rule). Each persisted store
 * is made with a name from LOCAL_STORAGE_KEYS (createPersistedStore('cart', ...)), and a jest test
 * checks that the registered stores and this list match, so tests that corrupt or block storage can
 * cover all of it. No imports: browser tests read it too.
 */
export const LOCAL_STORAGE_KEYS = {
  accounts: 'wal-accounts',
  admin: 'wal-admin',
  cart: 'wal-cart',
  comments: 'wal-comments',
  drafts: 'wal-drafts',
  enquiries: 'wal-enquiries',
  gate: 'wal-gate',
  likes: 'wal-likes',
  liveSettings: 'wal-live-settings',
  orders: 'wal-orders',
  pendingPayments: 'wal-pending-payments',
  publishSettings: 'wal-publish-settings',
  session: 'wal-session',
  subscriptions: 'wal-subscriptions',
  terms: 'wal-terms',
  ticketInventory: 'wal-ticket-inventory',
} as const;

/** sessionStorage names kept whole (never in localStorage): the admin's GitHub token lives for the tab's session only. */
export const SESSION_STORAGE_KEYS = {
  githubToken: 'wal-github-token',
  /** The admin sign-in's wrong tries and lock, so a reload does not reopen a locked form. */
  adminLockout: 'wal-admin-lockout',
} as const;

/**
 * Where stored records that fail their check are set aside (lib/stores/quarantine.ts), never deleted:
 * the visitor is told and can download them. Not a store of its own, so not in LOCAL_STORAGE_KEYS.
 */
export const QUARANTINE_KEY = 'wal-quarantine';

/** sessionStorage names: a prefix plus a board id (the live vote: one per board per browser session). */
export const SESSION_STORAGE_KEY_PREFIXES = {
  liveVote: 'wal-live-vote:',
  /** This tab's copy of a localStorage value that could not be written (storage full): a prefix plus its key. */
  unsaved: 'wal-unsaved:',
} as const;

/** The boards that keep a vote in sessionStorage (the live contest and the live event). */
export const LIVE_VOTE_BOARDS = ['contest', 'event'] as const;
