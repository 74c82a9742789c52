// The league's sports as the sport picker and the dashboards name them. Pages carry only the featured
// sports; every sport's slug and name is one static file written at build (/sports.json), fetched in
// the browser when a picker opens or a name is missing (./catalog-file reads it). Pure: no fetch here
// (lib/sports/catalog-store).
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';

/** A sport as a picker offers it. */
export interface SportChoice {
  slug: string;
  name: string;
}

/** The static file with every sport, root-relative (fetch it through assetPath for the base path). */
export const SPORTS_FILE = '/sports.json';

/** How much of a typed query the "No sport matches" message repeats. */
const SHOWN_QUERY_MAX = 40;

/** Text as the filter compares it: lower case, accents dropped, "&" read as "and", spaces and dashes alike. */
export function matchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[\s\-_]+/g, ' ')
    .trim();
}

/**
 * The sports matching what was typed, best first: names that start with it, then names with a word
 * that starts with it, then names (or slugs) containing it; in their given order within each. Empty
 * text matches every sport. Any text is safe (it is compared, never made into a pattern).
 */
export function filterSports(sports: readonly SportChoice[], query: string): SportChoice[] {
  const q = matchText(query);
  if (!q) return [...sports];
  const ranked: SportChoice[][] = [[], [], []];
  for (const s of sports) {
    const name = matchText(s.name);
    if (name.startsWith(q)) ranked[0]!.push(s);
    else if (name.includes(` ${q}`)) ranked[1]!.push(s);
    else if (name.includes(q) || matchText(s.slug).includes(q)) ranked[2]!.push(s);
  }
  return ranked.flat();
}

/** The sport whose name is exactly what was typed (case, accents and spacing aside), if one is. */
export function exactSport(sports: readonly SportChoice[], text: string): SportChoice | undefined {
  const q = matchText(text);
  return q ? sports.find((s) => matchText(s.name) === q) : undefined;
}

/**
 * What a picker lists: the featured sports first (in the league's order), then the sports it knows
 * besides (the chosen one, then the whole list once it arrived), each slug once.
 */
export function pickerChoices(featured: readonly SportChoice[], ...more: (readonly SportChoice[] | null | undefined)[]): SportChoice[] {
  const seen = new Set<string>();
  const out: SportChoice[] = [];
  for (const list of [featured, ...more]) {
    for (const s of list ?? []) {
      if (seen.has(s.slug)) continue;
      seen.add(s.slug);
      out.push(s);
    }
  }
  return out;
}

/** A readable stand-in for a sport's name when the list of names could not be loaded: "track-field" → "Track field". */
export function readableSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : slug;
}

/** The "No sport matches …" message, with the typed text cut to 40 characters. */
export function noMatchMessage(query: string): string {
  const q = query.trim();
  const shown = q.length > SHOWN_QUERY_MAX ? `${q.slice(0, SHOWN_QUERY_MAX)}…` : q;
  return `No sport matches “${shown}”`;
}

/** Slug → name of the sports in the lists given (the first name of a slug wins). */
export function sportNameRecord(...lists: (readonly SportChoice[] | null | undefined)[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const list of lists) for (const s of list ?? []) if (!Object.hasOwn(names, s.slug)) names[s.slug] = s.name;
  return names;
}

/** Slugs among `wanted` with no name in `names` (special events and empty values need none). */
export function missingSportNames(names: Readonly<Record<string, string>>, wanted: readonly string[]): string[] {
  return [...new Set(wanted.filter((slug) => slug !== '' && slug !== SPECIAL_EVENTS_CATEGORY && !Object.hasOwn(names, slug)))];
}
