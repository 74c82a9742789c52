import 'server-only';

/** Throw when more than one item is featured. */
export function assertAtMostOneFeatured(label: string, items: readonly { featured: boolean }[]): void {
  if (items.filter((i) => i.featured).length > 1) throw new Error(`${label}: featured: only one item may be featured`);
}
