// Stored in the browser: zod/mini keeps the stores that check it small.
import '@/lib/zod-jitless';
import * as z from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));

/** A password as stored (decisions §3): PBKDF2-SHA256 with a per-user random salt. Never the password. */
export const passwordHashSchema = z.object({
  algorithm: z.literal('PBKDF2-SHA256'),
  iterations: z.number().check(z.int(), z.gte(1)),
  /** base64 */
  salt: nonEmpty,
  /** base64 of the 256-bit derived key */
  hash: nonEmpty,
});

/** What is kept of an uploaded file: name, type and size only, never its contents (decisions §3). */
export const uploadMetaSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().check(z.gte(0)),
});

export const preferencesSchema = z.object({
  emailUpdates: z.boolean(),
  publicProfile: z.boolean(),
});

/** A local athlete account (spec §3 "Local user", amended by decisions §3). */
export const storedUserSchema = z.object({
  id: nonEmpty,
  createdAt: nonEmpty,
  firstName: z.string(),
  lastName: z.string(),
  email: nonEmpty,
  instagram: z.string(),
  twitter: z.string(),
  bio: z.string(),
  /** sport slug */
  selectedSport: z.string(),
  /** interest event id 1-6, or null */
  selectedEvent: z.nullable(z.number()),
  uploads: z.array(uploadMetaSchema),
  password: passwordHashSchema,
  preferences: preferencesSchema,
  /** The sample athlete behind "Explore the demo athlete": carries the sample figures. */
  demo: z.boolean(),
});

/** A contest entry (spec §3): votes start at 0. */
export const contestEntrySchema = z.object({
  id: nonEmpty,
  userId: nonEmpty,
  contestId: z.number().check(z.int()),
  submittedAt: nonEmpty,
  votes: z.number().check(z.int(), z.gte(0)),
});

export type PasswordHash = z.infer<typeof passwordHashSchema>;
export type UploadMeta = z.infer<typeof uploadMetaSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;
export type StoredUser = z.infer<typeof storedUserSchema>;
/** A user as the account layer hands it out: everything but the password hash. */
export type User = Omit<StoredUser, 'password'>;
export type ContestEntry = z.infer<typeof contestEntrySchema>;
