import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

type Props<K extends string> = { params: Promise<Record<K, string>> };

/**
 * The exports of a page per record (a sport, a special event, an article): one static page per slug,
 * its metadata, and not-found for a slug with no record. The route file re-exports them beside
 * `export const dynamicParams = false`. `param` names the route's segment when it is not `[slug]`
 * (an athlete's page is `/athletes/[id]/`, her record's key).
 */
export function slugRoute<T, K extends string = 'slug'>({
  param = 'slug' as K,
  slugs,
  find,
  metadata,
  render,
}: {
  param?: K;
  slugs: () => string[];
  find: (slug: string) => T | undefined;
  metadata: (record: T) => Metadata;
  render: (record: T) => ReactNode;
}) {
  return {
    generateStaticParams: () => slugs().map((slug) => ({ [param]: slug }) as Record<K, string>),
    generateMetadata: async ({ params }: Props<K>): Promise<Metadata> => {
      const record = find((await params)[param]);
      return record ? metadata(record) : {};
    },
    Page: async function RecordPage({ params }: Props<K>) {
      const record = find((await params)[param]);
      if (!record) notFound();
      return render(record);
    },
  };
}
