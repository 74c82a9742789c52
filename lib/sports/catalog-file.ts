// /sports.json: every sport's slug and name, written at build and read in the browser (network input,
// checked). Loaded with the fetch (lib/sports/catalog-store), not with a page.
import { SLUG_PATTERN } from '@/lib/stores/checks';
import type { SportChoice } from './catalog';

/** The file's shape version: a page reading a file of another version says it could not load the list. */
export const SPORTS_FILE_VERSION = 1;

/** What /sports.json holds. */
export interface SportCatalogFile {
  version: typeof SPORTS_FILE_VERSION;
  sports: SportChoice[];
}

/** Bounds a fetched file is held to (it is network input): far above any real league, small enough to stay cheap. */
export const CATALOG_LIMITS = { sports: 20_000, slug: 100, name: 120 } as const;

const byName = (a: SportChoice, b: SportChoice) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug);

/** The file written at build: every sport's slug and name, by name. */
export function sportCatalogFile(sports: readonly SportChoice[]): SportCatalogFile {
  return { version: SPORTS_FILE_VERSION, sports: sports.map(({ slug, name }) => ({ slug, name })).sort(byName) };
}

function choiceOf(entry: unknown): SportChoice | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { slug, name } = entry as Record<string, unknown>;
  if (typeof slug !== 'string' || slug.length > CATALOG_LIMITS.slug || !SLUG_PATTERN.test(slug)) return null;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > CATALOG_LIMITS.name) return null;
  return { slug, name: trimmed };
}

/**
 * The sports of a fetched /sports.json, or null when it is not that file (another version, not an
 * object, no list, more sports than any league holds). Entries that are not a slug and a name are
 * left out, and a slug is kept once (its first entry).
 */
export function parseSportCatalog(json: unknown): SportChoice[] | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { version, sports } = json as Record<string, unknown>;
  if (version !== SPORTS_FILE_VERSION || !Array.isArray(sports) || sports.length > CATALOG_LIMITS.sports) return null;
  const seen = new Set<string>();
  const out: SportChoice[] = [];
  for (const entry of sports) {
    const choice = choiceOf(entry);
    if (!choice || seen.has(choice.slug)) continue;
    seen.add(choice.slug);
    out.push(choice);
  }
  return out;
}
