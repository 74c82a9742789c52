import 'server-only';
import type { Site } from '@/lib/schemas/site';
import { collections } from './collections';
import { assertCollectionRefs, readCollectionFile } from './read';

/** data/site.json, checked: its schema (a country's flag has its picture, lib/site/flags.ts) and its references. */
export function getSite(): Site {
  const site = readCollectionFile(collections.site);
  assertCollectionRefs(collections.site, site, { paths: ['highlights[].articleSlug', 'highlights[].sport'] });
  return site;
}
