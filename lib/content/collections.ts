/**
 * The content collections, declared once: where each one's records live in data/, the schema that
 * checks them, how the file holds them, their key, the references they make to other collections and
 * the page that shows a record. The build's loaders, the reference checks, the JSON Schema writer, the
 * record pages (sitemap, static params) and the admin console read this table; a new collection is
 * one entry here (plus a loader when pages need more than the generic read).
 *
 * Browser-safe on purpose (no node:fs, no server-only): the admin console imports it. The reading of
 * files lives in ./read.ts, whose functions take an entry of this table.
 */
import type { z } from '@/lib/zod';
import { articlesFileSchema } from '@/lib/schemas/article';
import { athletesFileSchema } from '@/lib/schemas/athlete';
import { careersFileSchema } from '@/lib/schemas/careers';
import { contestsFileSchema } from '@/lib/schemas/contest';
import { faqFileSchema } from '@/lib/schemas/faq';
import { infoPageSchema } from '@/lib/schemas/info-page';
import { interestEventsFileSchema } from '@/lib/schemas/interest-event';
import { liveSchema } from '@/lib/schemas/live';
import { partnersFileSchema } from '@/lib/schemas/partners';
import { productsFileSchema } from '@/lib/schemas/product';
import { samplesFileSchema } from '@/lib/schemas/samples';
import { siteSchema } from '@/lib/schemas/site';
import { specialEventSchema } from '@/lib/schemas/special-event';
import { sportSchema } from '@/lib/schemas/sport';
import { testimonialsFileSchema } from '@/lib/schemas/testimonial';
import { teamsFileSchema } from '@/lib/teams/schema';
import { ticketsFileSchema } from '@/lib/schemas/ticket-event';
import { winnersFileSchema } from '@/lib/schemas/winner';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';

/**
 * How a collection's records sit in data/ (no file is a bare JSON array: each names its JSON Schema
 * with `$schema`, so the records of a shared file sit under a key):
 * - `folder`: one record per file, `data/<dir>/<key>.json`, the record's key equal to its file name;
 * - `list`: one file, its records the array under `list` (the file may hold other fields beside it,
 *   e.g. data/tickets.json's page FAQ);
 * - `single`: one file that is one record (the site's settings).
 */
export type CollectionSource = { shape: 'folder'; dir: string } | { shape: 'list'; file: string; list: string } | { shape: 'single'; file: string };

/**
 * A field that names a record of another collection by its key.
 * `path` walks the file (the record, for a folder), `[]` marking each list: `events[].sport`,
 * `featuredEvents[]`, `athletes[].history.results[].sport`. A field left out is no reference.
 */
export interface Reference<N extends string = string> {
  path: string;
  to: N;
  /**
   * `key`: the value is a key of `to` (or one of `also`), checked from this table by
   * assertReferences (./refs.ts). Otherwise the rule that checks more than that, named here
   * (`rule: 'assertAthleteRefs: an event's athletes play its sport'`).
   */
  check: 'key' | { rule: string };
  /** Values accepted besides the target's keys (a contest's category may be "special-events"). */
  also?: readonly string[];
  /** What an error calls the value when not the target's `singular` (a contest's "category"). */
  what?: string;
}

export interface Collection<N extends string = string> {
  /** For people: "Sports", "Ticketed events". */
  title: string;
  /** One record, in error messages: `unknown sport "x"`. */
  singular: string;
  source: CollectionSource;
  /** Checks every file (for a folder, each record file). Owned by the feature; shared shapes in lib/schemas. */
  schema: z.ZodType;
  /** Its JSON Schema, written to data/schemas/<jsonSchema> by `npm run schemas`; files name it with `$schema`. */
  jsonSchema: string;
  /** The field other files name a record by (unique); none for a single record. */
  key?: 'id' | 'slug';
  /** Other fields each record holds a value of its own, checked like the key (a sport's `id`, which orders the lists). */
  unique?: readonly string[];
  refs: readonly Reference<N>[];
  /**
   * The page that shows one record: a route pattern whose `[field]` segments are filled from the
   * record's fields (`/sports/[slug]/` -> `/sports/golf/`).
   */
  page?: { pattern: string };
  /** Admin demo data (data/samples.json), going away with the demo console: not content to edit. */
  demo?: true;
}

/** A table of collections whose references name collections of the same table. */
export type Collections<N extends string = string> = Record<N, Collection<N>>;

function defineCollections<const T extends Collections<Extract<keyof T, string>>>(table: T): T {
  return table;
}

const sportOrSpecial = { also: [SPECIAL_EVENTS_CATEGORY], what: 'category' } as const;

export const collections = defineCollections({
  sports: {
    title: 'Sports',
    singular: 'sport',
    source: { shape: 'folder', dir: 'sports' },
    schema: sportSchema,
    jsonSchema: 'sport.schema.json',
    key: 'slug',
    unique: ['id'],
    refs: [
      { path: 'tabs.recaps.recaps[].articleSlug', to: 'articles', check: { rule: "assertRecapArticles: a recap's article is about the sport" } },
      { path: 'tabs.athletes.athletes[]', to: 'athletes', check: { rule: "assertAthleteRefs: a sport page lists that sport's athletes" } },
    ],
    page: { pattern: '/sports/[slug]/' },
  },
  specialEvents: {
    title: 'Special events',
    singular: 'special event',
    source: { shape: 'folder', dir: 'events' },
    schema: specialEventSchema,
    jsonSchema: 'special-event.schema.json',
    key: 'slug',
    refs: [],
    page: { pattern: '/events/[slug]/' },
  },
  tickets: {
    title: 'Ticketed events',
    singular: 'ticketed event',
    source: { shape: 'list', file: 'tickets.json', list: 'events' },
    schema: ticketsFileSchema,
    jsonSchema: 'tickets.schema.json',
    key: 'id',
    refs: [
      { path: 'events[].sport', to: 'sports', check: 'key' },
      { path: 'events[].athletes[]', to: 'athletes', check: { rule: "assertAthleteRefs: an event's athletes play its sport" } },
    ],
    // Keyed by id, so a retitled event keeps its address (app/buy-tickets/[id]/page.tsx, lib/tickets/links.ts).
    page: { pattern: '/buy-tickets/[id]/' },
  },
  athletes: {
    title: 'Athletes',
    singular: 'athlete',
    source: { shape: 'list', file: 'athletes.json', list: 'athletes' },
    schema: athletesFileSchema,
    jsonSchema: 'athletes.schema.json',
    key: 'id',
    refs: [
      { path: 'athletes[].sport', to: 'sports', check: 'key' },
      { path: 'athletes[].history.results[].sport', to: 'sports', check: 'key' },
    ],
    // Her key is her id, so the route's segment is [id] (app/athletes/[id]/page.tsx).
    page: { pattern: '/athletes/[id]/' },
  },
  teams: {
    title: 'Teams',
    singular: 'team',
    source: { shape: 'list', file: 'teams.json', list: 'teams' },
    schema: teamsFileSchema,
    jsonSchema: 'teams.schema.json',
    key: 'id',
    refs: [
      { path: 'teams[].sport', to: 'sports', check: 'key' },
      { path: 'teams[].roster[]', to: 'athletes', check: { rule: "assertTeamRules: a team's athletes play its sport, each on one team of it" } },
      { path: 'teams[].captain', to: 'athletes', check: { rule: "assertTeamRules: a team's captain is on its roster" } },
    ],
    page: { pattern: '/teams/[id]/' },
  },
  articles: {
    title: 'Articles',
    singular: 'article',
    source: { shape: 'list', file: 'articles.json', list: 'articles' },
    schema: articlesFileSchema,
    jsonSchema: 'articles.schema.json',
    key: 'slug',
    refs: [{ path: 'articles[].sport', to: 'sports', check: 'key' }],
    page: { pattern: '/recap-news/[slug]/' },
  },
  contests: {
    title: 'Contests',
    singular: 'contest',
    source: { shape: 'list', file: 'contests.json', list: 'contests' },
    schema: contestsFileSchema,
    jsonSchema: 'contests.schema.json',
    key: 'id',
    refs: [{ path: 'contests[].category', to: 'sports', check: 'key', ...sportOrSpecial }],
  },
  winners: {
    title: 'Winners',
    singular: 'winner',
    source: { shape: 'list', file: 'winners.json', list: 'winners' },
    schema: winnersFileSchema,
    jsonSchema: 'winners.schema.json',
    key: 'id',
    refs: [
      { path: 'winners[].category', to: 'sports', check: { rule: 'assertWinnerRules: a sport slug or "special-events"' }, ...sportOrSpecial },
      { path: 'winners[].athletes[]', to: 'athletes', check: { rule: "assertAthleteRefs: a sport's winners play that sport" } },
    ],
  },
  products: {
    title: 'Products',
    singular: 'product',
    source: { shape: 'list', file: 'products.json', list: 'products' },
    schema: productsFileSchema,
    jsonSchema: 'products.schema.json',
    key: 'id',
    refs: [{ path: 'products[].sport', to: 'sports', check: 'key' }],
  },
  partners: {
    title: 'Partners',
    singular: 'partner',
    source: { shape: 'list', file: 'partners.json', list: 'partners' },
    schema: partnersFileSchema,
    jsonSchema: 'partners.schema.json',
    key: 'id',
    refs: [],
  },
  careers: {
    title: 'Careers',
    singular: 'position',
    source: { shape: 'list', file: 'careers.json', list: 'positions' },
    schema: careersFileSchema,
    jsonSchema: 'careers.schema.json',
    key: 'id',
    refs: [],
  },
  testimonials: {
    title: 'Testimonials',
    singular: 'testimonial',
    source: { shape: 'list', file: 'testimonials.json', list: 'testimonials' },
    schema: testimonialsFileSchema,
    jsonSchema: 'testimonials.schema.json',
    key: 'id',
    refs: [],
  },
  pages: {
    title: 'Information pages',
    singular: 'page',
    source: { shape: 'folder', dir: 'pages' },
    schema: infoPageSchema,
    jsonSchema: 'info-page.schema.json',
    key: 'slug',
    refs: [],
    // Each has its own route file (app/privacy/page.tsx); its address is its slug.
    page: { pattern: '/[slug]/' },
  },
  faq: {
    title: 'Help questions',
    singular: 'question',
    source: { shape: 'list', file: 'faq.json', list: 'items' },
    schema: faqFileSchema,
    jsonSchema: 'faq.schema.json',
    key: 'id',
    refs: [],
  },
  interestEvents: {
    title: 'Interest events',
    singular: 'interest event',
    source: { shape: 'list', file: 'interest-events.json', list: 'events' },
    schema: interestEventsFileSchema,
    jsonSchema: 'interest-events.schema.json',
    key: 'id',
    refs: [],
  },
  site: {
    title: 'Site settings',
    singular: 'site settings',
    source: { shape: 'single', file: 'site.json' },
    schema: siteSchema,
    jsonSchema: 'site.schema.json',
    refs: [
      { path: 'featuredEvents[]', to: 'tickets', check: 'key' },
      { path: 'highlights[].articleSlug', to: 'articles', check: 'key' },
      { path: 'highlights[].sport', to: 'sports', check: 'key' },
      { path: 'featuredAthletes[]', to: 'athletes', check: 'key' },
      { path: 'featuredSports[]', to: 'sports', check: 'key' },
    ],
  },
  live: {
    title: 'Live contest and event',
    singular: 'live page',
    source: { shape: 'single', file: 'live.json' },
    schema: liveSchema,
    jsonSchema: 'live.schema.json',
    refs: [
      { path: 'contest.contestants[].id', to: 'athletes', check: { rule: "getLiveData: a contest's contestants play its sport" } },
      { path: 'event.competitors[].id', to: 'athletes', check: 'key' },
    ],
  },
  samples: {
    title: 'Admin samples',
    singular: 'samples',
    source: { shape: 'single', file: 'samples.json' },
    schema: samplesFileSchema,
    jsonSchema: 'samples.schema.json',
    refs: [
      { path: 'demoAthlete', to: 'athletes', check: { rule: 'getSamples: the demo athlete has a history' } },
      { path: 'roster[]', to: 'athletes', check: 'key' },
      { path: 'payouts[].athlete', to: 'athletes', check: { rule: 'getSamples: a payout is to a roster athlete other than the demo athlete' } },
      { path: 'payouts[].sport', to: 'sports', check: 'key' },
    ],
    demo: true,
  },
});

export type CollectionName = keyof typeof collections;

/**
 * What in data/ is no collection: the JSON Schemas `npm run schemas` writes from this table.
 * (data/samples.json is a collection, marked `demo`: the build checks it, the console does not edit it.)
 */
export const NOT_COLLECTIONS: readonly { dir: string; why: string }[] = [{ dir: 'schemas', why: 'JSON Schemas written from this table (npm run schemas)' }];

/** The file a collection's label names: `data/tickets.json`, `data/sports` for a folder. */
export function collectionLabel(c: Collection): string {
  return c.source.shape === 'folder' ? `data/${c.source.dir}` : `data/${c.source.file}`;
}

/** Where a reference's error says the keys live: "the name of a file in data/sports", "an id in data/athletes.json". */
export function keysWhere(c: Collection): string {
  if (c.source.shape === 'folder') return `the name of a file in data/${c.source.dir}`;
  const key = c.key ?? 'key';
  return `${/^[aeiou]/.test(key) ? 'an' : 'a'} ${key} in data/${c.source.file}`;
}

/** The fields whose values no two records of a collection share: its key, then its `unique` fields. */
export function uniqueFields(c: Collection): string[] {
  return [...(c.key ? [c.key] : []), ...(c.unique ?? [])];
}

/** Whether a file under data/ (`sports/golf.json`, `tickets.json`) is one of the collection's. */
export function holdsFile(c: Collection, relPath: string): boolean {
  if (c.source.shape !== 'folder') return relPath === c.source.file;
  const [dir, file, ...rest] = relPath.split('/');
  return dir === c.source.dir && rest.length === 0 && file !== undefined && file.endsWith('.json');
}

/** The collection a file under data/ belongs to, if any. */
export function collectionOfFile(relPath: string): CollectionName | undefined {
  return (Object.keys(collections) as CollectionName[]).find((name) => holdsFile(collections[name], relPath));
}

/** What a data file's `$schema` says: `./schemas/tickets.schema.json`, `../schemas/sport.schema.json` in a folder. */
export function schemaRef(c: Collection): string {
  return `${c.source.shape === 'folder' ? '..' : '.'}/schemas/${c.jsonSchema}`;
}
