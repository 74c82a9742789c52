import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

type Props = { params: Promise<{ slug: string }> };

/**
 * The exports of a page per record (a sport, a special event, an article): one static page per slug,
 * its metadata, and not-found for a slug with no record. The route file re-exports them beside
 * `export const dynamicParams = false`.
 */
export function slugRoute<T>({
  slugs,
  find,
  metadata,
  render,
}: {
  slugs: () => string[];
  find: (slug: string) => T | undefined;
  metadata: (record: T) => Metadata;
  render: (record: T) => ReactNode;
}) {
  return {
    generateStaticParams: () => slugs().map((slug) => ({ slug })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const record = find((await params).slug);
      return record ? metadata(record) : {};
    },
    Page: async function RecordPage({ params }: Props) {
      const record = find((await params).slug);
      if (!record) notFound();
      return render(record);
    },
  };
}
