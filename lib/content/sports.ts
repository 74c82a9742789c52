import 'server-only';
import type { Sport, SportLink } from '@/lib/schemas/sport';
import type { Site } from '@/lib/schemas/site';
import { collectionLabel, collections } from './collections';
import { assertCollectionRefs, derivedContent, linkOf, readSlugFolder } from './read';
import { articleIndex } from './article-refs';
import { athleteIndex } from './athletes';
import { assertSportRules } from './rule-refs';
import { getSite } from './site';
import { sportPicture } from '@/lib/art/sports';
import type { SportChoice } from '@/lib/sports/catalog';
import { sportCatalogFile, type SportCatalogFile } from '@/lib/sports/catalog-file';
import { splitFeatured } from '@/lib/sports/menu';

/** Every sport file in data/sports, validated (each recap names an article about the sport); sorted by id then slug. */
export function getSports(): Sport[] {
  const checked = derivedContent('sportsChecked', () => {
    const { files, records: sports } = readSlugFolder(collections.sports);
    for (const { file, value } of files) assertSportRules(`data/sports/${file}`, value, athleteIndex, articleIndex);
    return sports;
  });
  return [...checked];
}

export function getSport(slug: string): Sport | undefined {
  return derivedContent('sportBySlug', () => new Map(getSports().map((s) => [s.slug, s]))).get(slug);
}

/** The light list menus and forms ship: id, slug, name. */
export function getSportLinks(): SportLink[] {
  return [...derivedContent('sportLinks', () => getSports().map(linkOf))];
}

/** A home page highlight video with its sport's display name (data/site.json names the sport by slug). */
export type HomeHighlight = Site['highlights'][number] & { sportName: string };

/** The home page's highlight videos, each with its sport's display name. */
export function getHomeHighlights(): HomeHighlight[] {
  const names = sportNamesBySlug();
  return getSite().highlights.map((h) => ({ ...h, sportName: names.get(h.sport) ?? h.sport }));
}

/** Slug -> the sport's display name, for every sport. */
export function sportNamesBySlug(): ReadonlyMap<string, string> {
  return derivedContent('sportNames', () => new Map(getSports().map((s) => [s.slug, s.name])));
}

/**
 * The sports the header menu and the footer name: `featuredSports` of data/site.json, in its order,
 * each checked to be a sport (`data/site.json: featuredSports.1: unknown sport "golfing" (expected the
 * name of a file in data/sports)`). Every sport is listed on /sports/.
 */
export function getFeaturedSportLinks(): SportLink[] {
  const site = getSite();
  assertCollectionRefs(collections.site, site, { paths: ['featuredSports[]'] });
  const bySlug = new Map(getSportLinks().map((s) => [s.slug, s]));
  return site.featuredSports.map((slug, i) => {
    const link = bySlug.get(slug);
    if (!link) throw new Error(`${collectionLabel(collections.site)}: featuredSports.${i}: unknown sport "${slug}"`);
    return link;
  });
}

/** A list's sport filter split as the menus are: its featured sports shown, the rest folded under More sports (lib/sports/menu.ts splitFeatured). */
export function foldByFeaturedSports<S extends { slug: string }>(sports: readonly S[]): { featured: S[]; more: S[] } {
  return splitFeatured(
    sports,
    getFeaturedSportLinks().map((s) => s.slug),
  );
}

/** The featured sports as the sport pickers offer them without fetching the whole list: slug and name. */
export function getFeaturedSportChoices(): SportChoice[] {
  return getFeaturedSportLinks().map(({ slug, name }) => ({ slug, name }));
}

/** /sports.json: every sport's slug and name, by name (the pickers and dashboards fetch it when they need it). */
export function getSportCatalog(): SportCatalogFile {
  return sportCatalogFile(getSportLinks());
}

/** One entry of the /sports/ index. */
export interface SportCard {
  slug: string;
  name: string;
  tagline: string;
  /** The picture of its banner (its file's own, else the one `npm run art` draws). */
  picture: { src: string; alt: string };
}

/** Every sport as the /sports/ index lists it (the index groups and sorts them by name). */
export function getSportCards(): SportCard[] {
  return getSports().map((s) => ({ slug: s.slug, name: s.name, tagline: s.tagline, picture: sportPicture(s) }));
}
