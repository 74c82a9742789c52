/*
 * Which records the browser checks one by one. A league of any size must not make the browser suite
 * grow with its records: at 300 sports and 10,000 athletes, a scan of every page would take hours.
 * So the checks that visit a page per record visit a bounded sample, chosen so that every kind of
 * page content is seen (a covering sample), while the cheap checks of the exported HTML (links,
 * one h1, alt text, placeholders) still read every page. Pure: unit-tested in
 * __tests__/unit/record-sample.test.ts.
 */

/**
 * At most `max` of `items`, in their order, chosen so that every feature any item has is seen on at
 * least one chosen item: the first item, then greedily the item that adds the most unseen features
 * (ties to the earlier), then the last item while room is left. Features past `max` items' reach are
 * left unseen; the caller picks `max` so that does not happen (a test can assert it).
 */
export function coveringSample<T>(items: readonly T[], features: (item: T) => readonly string[], max = 6): T[] {
  if (items.length === 0 || max <= 0) return [];
  const chosen = new Set<number>([0]);
  const seen = new Set(features(items[0]!));
  while (chosen.size < max) {
    let best = -1;
    let bestGain = 0;
    items.forEach((item, i) => {
      if (chosen.has(i)) return;
      const gain = new Set(features(item).filter((f) => !seen.has(f))).size;
      if (gain > bestGain) [best, bestGain] = [i, gain];
    });
    if (best < 0) break;
    chosen.add(best);
    features(items[best]!).forEach((f) => seen.add(f));
  }
  if (chosen.size < max) chosen.add(items.length - 1);
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
}

/** One page of the site as the route table gives it: its address and the `app/` pattern it comes from. */
export interface RouteOfPattern {
  route: string;
  pattern: string;
}

/**
 * The routes to visit in the browser: every fixed page, and of each dynamic pattern at most
 * `perPattern` of its pages: the first, the last, and those with the most and the fewest bytes of
 * HTML (the fullest record and the emptiest, where a missing section or a long list would show).
 * In the route table's order.
 */
export function routeSample(table: readonly RouteOfPattern[], sizeOf: (route: string) => number, perPattern = 4): string[] {
  const byPattern = new Map<string, string[]>();
  for (const { route, pattern } of table) byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), route]);
  const keep = new Set<string>();
  for (const routes of byPattern.values()) {
    if (routes.length <= perPattern) {
      routes.forEach((r) => keep.add(r));
      continue;
    }
    const bySize = [...routes].sort((a, b) => sizeOf(a) - sizeOf(b) || a.localeCompare(b));
    const picks = new Set([routes[0]!, routes.at(-1)!, bySize.at(-1)!, bySize[0]!, ...bySize.slice(1, -1).reverse()]);
    [...picks].slice(0, perPattern).forEach((r) => keep.add(r));
  }
  return table.map((r) => r.route).filter((r) => keep.has(r));
}

/**
 * The kind of a link that opens a filtered list: its page and the names of the filters it sets, e.g.
 * `/schedule/?sport` for `/schedule/?sport=golf`. Links of one kind differ only in the value, so the
 * browser visits a sample of each kind (`routeSample` with this as the pattern), however many
 * sports or contests the league has.
 */
export function filterKind(href: string): string {
  const url = new URL(href, 'http://site.invalid');
  return `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
}
