'use client';
import { useEffect, useMemo } from 'react';
import { SPECIAL_EVENTS_CATEGORY } from '@/lib/contests/constants';
import { missingSportNames, readableSlug, sportNameRecord, type SportChoice } from '@/lib/sports/catalog';
import { useSportCatalog } from '@/lib/sports/catalog-store';

/**
 * Sport names for a view that shows some sports: those the page carries (`known`), then every sport's
 * once /sports.json arrived (see useMissingSportNames). Until then, or if it cannot be fetched,
 * `nameOf` gives a readable form of the slug.
 */
export function useSportNames(known: readonly SportChoice[]) {
  const catalog = useSportCatalog((s) => s.sports);
  const names = useMemo(() => sportNameRecord(known, catalog), [known, catalog]);
  const nameOf = (slug: string) => (slug === SPECIAL_EVENTS_CATEGORY ? 'Special Events' : (names[slug] ?? readableSlug(slug)));
  return { names, nameOf };
}

/** Fetches every sport's name (once for the page) when a sport the view shows (`wanted`) has none in `names`. */
export function useMissingSportNames(names: Readonly<Record<string, string>>, wanted: readonly string[]) {
  const status = useSportCatalog((s) => s.status);
  const load = useSportCatalog((s) => s.load);
  const missing = missingSportNames(names, wanted).length > 0;
  useEffect(() => {
    if (missing && status === 'idle') void load();
  }, [missing, status, load]);
}
