import 'server-only';
import { collectionLabel, collections } from './collections';
import { assertCollectionRefs, derivedContent } from './read';
import { getSite } from './site';
import { foldByFeaturedSports, getSportLinks } from './sports';
import type { SportChoice } from '@/lib/sports/catalog';
import { assertAthleteRefs, assertAthleteSports, athleteIndex, athleteView, type AthleteView } from './athletes';
import { athleteCard, type AthleteCardView } from '@/lib/athletes/view';

/** Every athlete as pages show her (sport named, figures computed), in file order; every sport checked. */
export function getAthletes(): AthleteView[] {
  const views = derivedContent('athleteViews', () => {
    const index = athleteIndex();
    assertAthleteSports();
    const sports = getSportLinks();
    const names = new Map(sports.map((s) => [s.slug, s.name]));
    return [...index.values()].map((a) => athleteView(a, names.get(a.sport)!));
  });
  return [...views];
}

/** Id -> the athlete as pages show her: one page per athlete looks her up here, not in the whole list. */
export function athleteViewById(): ReadonlyMap<string, AthleteView> {
  return derivedContent('athleteViewById', () => new Map(getAthletes().map((a) => [a.id, a])));
}

/** Every athlete as the /athletes/ list shows her, in file order. */
export function getAthleteCards(): AthleteCardView[] {
  return getAthletes().map(athleteCard);
}

/** The sports at least one athlete plays (their slugs): the sport filter of /athletes/ offers these. */
export function getAthleteSports(): ReadonlySet<string> {
  return derivedContent('athleteSports', () => new Set(getAthletes().map((a) => a.sport)));
}

/**
 * The sport filter of /athletes/: the sports at least one athlete plays, in the sports' order, the
 * featured ones shown and the rest folded under More sports.
 */
export function getAthleteSportFilter(): { featured: SportChoice[]; more: SportChoice[] } {
  const played = getAthleteSports();
  const sports = getSportLinks()
    .filter((s) => played.has(s.slug))
    .map(({ slug, name }) => ({ slug, name }));
  return foldByFeaturedSports(sports);
}

/** The athletes named by `ids` (checked: `<label>: <field>.<i>: unknown athlete ...`), in their order. */
export function getAthletesById(label: string, field: string, ids: readonly string[]): AthleteView[] {
  assertAthleteRefs(label, field, ids, athleteIndex());
  const all = athleteViewById();
  return ids.map((id) => all.get(id)!);
}

/** The home page's featured athletes: the records data/site.json names by id, in its order. */
export function getHomeFeaturedAthletes(): AthleteView[] {
  const site = getSite();
  assertCollectionRefs(collections.site, site, { paths: ['featuredAthletes[]'] });
  return getAthletesById(collectionLabel(collections.site), 'featuredAthletes', site.featuredAthletes);
}
