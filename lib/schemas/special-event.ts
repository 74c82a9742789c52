import { z } from '@/lib/zod';
import { slugSchema, imageSchema, isoDateSchema, money, count, pageFileFields } from './common';

const named = {
  name: z.string().min(1),
  description: z.string().min(1),
  image: imageSchema,
  alt: z.string().min(1),
};

/** Where a cruise or a travel package goes, when it leaves and what it costs. */
const journey = {
  destinations: z.array(z.string().min(1)).min(1),
  departureDate: isoDateSchema,
  price: money,
};

/** Where a park or a ballroom is, and what kind it is. */
const place = {
  city: z.string().min(1),
  state: z.string().min(1),
  country: z.string().min(1),
  type: z.string().min(1),
};

export const cruiseSchema = z
  .object({
    ...named,
    durationDays: z.number().int().positive(),
    departurePort: z.string().min(1),
    ...journey,
    capacity: z.number().int().positive(),
    booked: count,
  })
  .refine((c) => c.booked <= c.capacity, { error: 'booked cannot exceed capacity', path: ['booked'] });

export const travelPackageSchema = z
  .object({
    ...named,
    durationDays: z.number().int().positive(),
    ...journey,
    maxGroup: z.number().int().positive(),
    booked: count,
  })
  .refine((t) => t.booked <= t.maxGroup, { error: 'booked cannot exceed maxGroup', path: ['booked'] });

export const venueSchema = z.object({
  ...named,
  city: z.string().min(1),
  country: z.string().min(1),
  type: z.string().min(1),
  capacity: z.number().int().positive(),
  sports: z.array(z.string().min(1)).min(1),
  amenities: z.array(z.string().min(1)).min(1),
});

export const venueTypeSchema = z.object({ name: z.string().min(1), count, description: z.string().min(1) });

export const parkSchema = z.object({
  ...named,
  ...place,
  activities: z.array(z.string().min(1)).min(1),
  features: z.array(z.string().min(1)).min(1),
});

export const ballroomSchema = z.object({
  ...named,
  ...place,
  capacity: z.number().int().positive(),
  events: z.array(z.string().min(1)).min(1),
  features: z.array(z.string().min(1)).min(1),
});

/**
 * One tab of a special-event page: a heading and a paragraph, plus optional content. Lists of
 * bookable things (cruises, packages, venues, parks, ballrooms) each get a booking button; `points`
 * is a short bullet list; `booking` is the contact panel with its enquiry button.
 */
export const specialEventTabSchema = z.object({
  id: slugSchema,
  label: z.string().min(1),
  heading: z.string().min(1),
  body: z.string().min(1),
  points: z.array(z.string().min(1)).min(1).optional(),
  cruises: z.array(cruiseSchema).min(1).optional(),
  packages: z.array(travelPackageSchema).min(1).optional(),
  venues: z.array(venueSchema).min(1).optional(),
  venueTypes: z.array(venueTypeSchema).min(1).optional(),
  parks: z.array(parkSchema).min(1).optional(),
  ballrooms: z.array(ballroomSchema).min(1).optional(),
  booking: z.object({ contact: z.string().min(1), buttonLabel: z.string().min(1) }).optional(),
});

export const specialEventSchema = z.object({
  ...pageFileFields,
  description: z.string().min(1),
  image: imageSchema.optional(),
  stats: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).length(4),
  /** Label of the booking buttons on listed items ("Book Now", "Book This Trip", ...). */
  bookLabel: z.string().min(1).default('Book Now'),
  tabs: z
    .array(specialEventTabSchema)
    .min(1)
    .refine((tabs) => tabs[0]?.id === 'overview', { error: 'the first tab must be "overview"' })
    .refine((tabs) => new Set(tabs.map((t) => t.id)).size === tabs.length, { error: 'tab ids must be unique' }),
});

export type SpecialEvent = z.infer<typeof specialEventSchema>;
export type SpecialEventTab = z.infer<typeof specialEventTabSchema>;
export type SpecialEventLink = Pick<SpecialEvent, 'id' | 'slug' | 'name'>;
export type Cruise = z.infer<typeof cruiseSchema>;
export type TravelPackage = z.infer<typeof travelPackageSchema>;
export type Venue = z.infer<typeof venueSchema>;
export type Park = z.infer<typeof parkSchema>;
export type Ballroom = z.infer<typeof ballroomSchema>;
