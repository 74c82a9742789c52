/**
 * The references the collections table marks with a rule (`check: { rule }`): more than "names a
 * record", so assertReferences (./refs.ts) leaves them to these. Pure and browser-safe: the build's
 * loaders (./sports.ts, ./tickets.ts, ./winners.ts) pass the records they read from data/, the admin
 * console's check (`checkContentFiles` in ./check.ts) passes its drafts', so both refuse the same
 * mistake in the same words
 * (`data/sports/soccer.json: tabs.athletes.athletes.1: athlete "anika-sharma" plays cricket, not soccer (...)`).
 */
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { startOfDayAnywhere } from '@/lib/time/phase';
import { collections, keysWhere } from './collections';
import { assertRef } from './refs';

/** id -> an athlete's sport (the records carry more; the rules read only this). */
export type AthleteIndex = ReadonlyMap<string, { sport: string }>;

/** Slug -> sport slug of every article. */
export type ArticleIndex = ReadonlyMap<string, string>;

// The ids of each index, listed once (forgotten with the index): the rules run once per event, team
// and winner (3,000 events at 100 times today's league); a Set of 10,000 ids per call made each
// check grow with the athletes.
const keysOfIndex = new WeakMap<AthleteIndex, ReadonlySet<string>>();

/** The ids of an athlete index, as the rules check references against them. */
export function athleteKeys(index: AthleteIndex): ReadonlySet<string> {
  let keys = keysOfIndex.get(index);
  if (!keys) keysOfIndex.set(index, (keys = new Set(index.keys())));
  return keys;
}

/**
 * Throw unless every id names an athlete (`<label>: <field>.<i>: unknown athlete ...`), once
 * (`... athlete "x" is listed twice, at <field>.0 and <field>.3`), and, when `sport` is given, an
 * athlete of that sport: a sport's athletes are of that sport.
 */
export function assertAthleteRefs(label: string, field: string, ids: readonly string[], index: AthleteIndex, sport?: { slug: string; why: string }): void {
  const keys = athleteKeys(index);
  const first = new Map<string, number>();
  ids.forEach((id, i) => {
    const at = `${field}.${i}`;
    assertRef(label, at, id, keys, 'athlete', keysWhere(collections.athletes));
    const earlier = first.get(id);
    if (earlier !== undefined) throw new Error(`${label}: ${at}: athlete "${id}" is listed twice, at ${field}.${earlier} and ${at} (remove one)`);
    first.set(id, i);
    const athlete = index.get(id)!;
    if (sport && athlete.sport !== sport.slug) {
      throw new Error(`${label}: ${at}: athlete "${id}" plays ${athlete.sport}, not ${sport.slug} (${sport.why})`);
    }
  });
}

/**
 * Throw unless every recap names an article that exists and is about this sport:
 * `data/sports/soccer.json: tabs.recaps.recaps.1.articleSlug: unknown article "x" (expected a slug in data/articles.json)`.
 * `articles` is read only when the sport has recaps.
 */
export function assertRecapArticles(
  label: string,
  sport: { slug: string; tabs: { recaps?: { recaps?: { articleSlug: string }[] } } },
  articles: () => ArticleIndex,
): void {
  const recaps = sport.tabs.recaps?.recaps ?? [];
  if (recaps.length === 0) return;
  const index = articles();
  const slugs = new Set(index.keys());
  recaps.forEach((recap, i) => {
    const field = `tabs.recaps.recaps.${i}.articleSlug`;
    assertRef(label, field, recap.articleSlug, slugs, 'article', keysWhere(collections.articles));
    const about = index.get(recap.articleSlug);
    if (about !== sport.slug) throw new Error(`${label}: ${field}: article "${recap.articleSlug}" is about "${about}", not "${sport.slug}"`);
  });
}

/** A sport file's rules: its recaps' articles are about it, its athletes tab lists its athletes. */
export function assertSportRules(
  label: string,
  sport: { slug: string; tabs: { recaps?: { recaps?: { articleSlug: string }[] }; athletes?: { athletes?: string[] } } },
  athletes: () => AthleteIndex,
  articles: () => ArticleIndex,
): void {
  assertRecapArticles(label, sport, articles);
  const ids = sport.tabs.athletes?.athletes;
  if (ids) assertAthleteRefs(label, 'tabs.athletes.athletes', ids, athletes(), { slug: sport.slug, why: "a sport page lists that sport's athletes" });
}

/** data/tickets.json's rule: an event's athletes play its sport. */
export function assertTicketRules(
  label: string,
  file: { events: readonly { sport: string; athletes: readonly string[] }[] },
  athletes: () => AthleteIndex,
): void {
  if (!file.events.some((e) => e.athletes.length)) return;
  const index = athletes();
  file.events.forEach((e, i) =>
    assertAthleteRefs(label, `events.${i}.athletes`, e.athletes, index, { slug: e.sport, why: "an event's athletes play its sport" }),
  );
}

/**
 * Throw unless the category is a sport slug or "special-events": the rule the table names for
 * winners' categories (the error names the index).
 */
export function assertCategory(label: string, index: number, category: string, sports: ReadonlySet<string | number>): void {
  if (category === SPECIAL_EVENTS_CATEGORY) return;
  if (!sports.has(category)) {
    throw new Error(`${label}: ${index}.category: unknown category "${category}" (expected a sport slug or "${SPECIAL_EVENTS_CATEGORY}")`);
  }
}

/**
 * Throw when a winner is dated after today (`now`: the build's instant, the console's clock): an event
 * not held yet has no winner. Lenient by a day's time zones: refused only once the date has begun
 * nowhere on Earth, so an editor far east of the build's machine may add today's winner.
 */
export function assertWinnersHeld(label: string, winners: readonly { id: number; eventDate: string }[], now: number): void {
  const today = new Date(now).toISOString().slice(0, 10);
  winners.forEach((w, i) => {
    if (startOfDayAnywhere(w.eventDate) > now) {
      throw new Error(
        `${label}: winners.${i}.eventDate: ${w.eventDate} is after today (${today}): winner ${w.id} cannot have won yet (fix the date, or add the winner once the event is held)`,
      );
    }
  });
}

/**
 * data/winners.json's rules: no winner is dated after today (`now`); each category is a sport or
 * "special-events"; a sport's winners play that sport, a special event (a gala, a dance-off) is open
 * to athletes of any sport.
 */
export function assertWinnerRules(
  label: string,
  winners: readonly { id: number; eventDate: string; category: string; athletes: readonly string[] }[],
  athletes: AthleteIndex,
  sports: ReadonlySet<string | number>,
  now: number,
): void {
  assertWinnersHeld(label, winners, now);
  winners.forEach((w, i) => assertCategory(`${label}: winners`, i, w.category, sports));
  winners.forEach((w, i) =>
    assertAthleteRefs(
      label,
      `winners.${i}.athletes`,
      w.athletes,
      athletes,
      w.category === SPECIAL_EVENTS_CATEGORY ? undefined : { slug: w.category, why: "a sport's winners play that sport" },
    ),
  );
}

/**
 * Throw unless `name` is a sport's display name ("Track and Field"), as the live contest names its
 * sport: a typo or a sport renamed since (`data/live.json: contest.sport: "Atletics" is not the name
 * of a sport (expected a sport's "name" in data/sports, e.g. "Archery")`).
 */
export function assertSportName(label: string, field: string, name: string, sportNames: ReadonlyMap<string, string>): void {
  const names = new Set(sportNames.values());
  if (names.has(name)) return;
  const near = [...names].filter((n) => n.toLowerCase().startsWith(name.trim().toLowerCase().slice(0, 3))).slice(0, 3);
  const hint = near.length ? `, e.g. ${near.map((n) => JSON.stringify(n)).join(' or ')}` : '';
  throw new Error(`${label}: ${field}: "${name}" is not the name of a sport (expected a sport's "name" in data/sports${hint})`);
}

/**
 * data/live.json's rule: the live contest is one sport's, its contestants play it. `contest.sport` is
 * the sport's display name ("Track and Field"), compared with the name of each contestant's sport.
 */
export function assertLiveContestants(
  label: string,
  contest: { sport: string; contestants: readonly { id: string }[] },
  athletes: AthleteIndex,
  sportNames: ReadonlyMap<string, string>,
): void {
  assertSportName(label, 'contest.sport', contest.sport, sportNames);
  const keys = athleteKeys(athletes);
  contest.contestants.forEach((c, i) => assertRef(label, `contest.contestants.${i}.id`, c.id, keys, 'athlete', keysWhere(collections.athletes)));
  contest.contestants.forEach((c, i) => {
    const plays = sportNames.get(athletes.get(c.id)!.sport);
    if (plays !== contest.sport) {
      throw new Error(`${label}: contest.contestants.${i}.id: athlete "${c.id}" plays ${plays}, not ${contest.sport} (a contest's contestants play its sport)`);
    }
  });
}
