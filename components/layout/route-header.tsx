import type { ReactNode } from 'react';
import { routeHeading, type PagesWithHeading } from '@/lib/content/page-routes';
import { PageHeader } from '@/components/ui/page-header';

/** A fixed page's banner, its words from the route table (lib/content/page-routes). */
export function RouteHeader({ path, children }: { path: PagesWithHeading; children?: ReactNode }) {
  const { eyebrow, title, intro } = routeHeading(path);
  return (
    <PageHeader eyebrow={eyebrow} title={title} intro={intro}>
      {children}
    </PageHeader>
  );
}
