import type { ComponentProps } from 'react';
import type { ListPage } from '@/lib/paging/paging';
import type { ArticleSummary } from '@/lib/news/articles';
import { Pager } from '@/components/ui/pager';
import type { SportLink } from '@/lib/schemas/sport';
import { RouteHeader } from '@/components/layout/route-header';
import { NewsStatTiles } from './news-stats';
import { NewsBrowser } from './news-browser';
import { NewsletterForm } from './newsletter-form';

/** /recap-news and its later pages: the figures, one page of the searchable articles with the pager, and the newsletter sign-up. */
export function NewsPage({
  stats,
  page,
  sports,
}: {
  stats: ComponentProps<typeof NewsStatTiles>['stats'];
  page: ListPage<ArticleSummary>;
  sports: SportLink[];
}) {
  return (
    <>
      <RouteHeader path="/recap-news/" />
      <div className="container-page flex flex-col gap-12 py-10">
        <NewsStatTiles stats={stats} />
        <NewsBrowser
          articles={page.items}
          paged={page.pages > 1}
          sports={sports}
          pager={<Pager list={page.list} page={page.page} pages={page.pages} label="Article pages" />}
        />
        <NewsletterForm intro="Get recaps, records and ticket news in your inbox. No spam; unsubscribe at any time." />
      </div>
    </>
  );
}
