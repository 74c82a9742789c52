// Stored in the browser (accounts store, read by join, sign-in and the dashboards): checked by hand
// (lib/stores/checks) so those pages carry no validator library.
import {
  arrayOf,
  isBoolean,
  isInt,
  isNonEmptyString,
  isNonNegative,
  isNonNegativeInt,
  isNumber,
  isPositiveInt,
  isString,
  literal,
  nullable,
  optional,
  shape,
  type Checked,
} from '@/lib/stores/checks';
import { isEntryContest } from '@/lib/contests/entry-contest';

/** A password as stored: PBKDF2-SHA256 with a per-user random salt. Never the password. */
export const isPasswordHash = shape({
  algorithm: literal('PBKDF2-SHA256'),
  iterations: isPositiveInt,
  /** base64 */
  salt: isNonEmptyString,
  /** base64 of the 256-bit derived key */
  hash: isNonEmptyString,
});

/** What is kept of an uploaded file: name, type and size only, never its contents (uploads stay in the browser). */
export const isUploadMeta = shape({
  name: isString,
  type: isString,
  size: isNonNegative,
});

/** A local athlete account: the registration fields, with the password kept only as a hash. */
export const isStoredUser = shape({
  id: isNonEmptyString,
  createdAt: isNonEmptyString,
  firstName: isString,
  lastName: isString,
  email: isNonEmptyString,
  instagram: isString,
  twitter: isString,
  bio: isString,
  /** sport slug */
  selectedSport: isString,
  /** interest event id 1-6, or null */
  selectedEvent: nullable(isNumber),
  uploads: arrayOf(isUploadMeta),
  password: isPasswordHash,
  /** The sample athlete behind "Explore the demo athlete": carries the sample figures. */
  demo: isBoolean,
});

/** A contest entry: votes start at 0. */
export const isContestEntry = shape({
  id: isNonEmptyString,
  userId: isNonEmptyString,
  contestId: isInt,
  submittedAt: isNonEmptyString,
  votes: isNonNegativeInt,
  /** The contest's title, sport, dates and prize when she entered (lib/contests/entry-contest); absent on older entries. */
  contest: optional(isEntryContest),
});

export type PasswordHash = Checked<typeof isPasswordHash>;
export type UploadMeta = Checked<typeof isUploadMeta>;
export type StoredUser = Checked<typeof isStoredUser>;
/** A user as the account layer hands it out: everything but the password hash. */
export type User = Omit<StoredUser, 'password'>;
export type ContestEntry = Omit<Checked<typeof isContestEntry>, 'contest'> & { contest?: Checked<typeof isEntryContest> };
