import type { ScheduleEntry } from '@/lib/schedule/entries';
import type { SportLink } from '@/lib/schemas/sport';
import type { ListPage } from '@/lib/paging/paging';
import { RouteHeader } from '@/components/layout/route-header';
import { Pager } from '@/components/ui/pager';
import { ScheduleBrowser } from './schedule-browser';

/**
 * /schedule/ and its later pages: the banner, then the sport filter, the feeds and one page of the
 * entries by month (a month begun on the page before is headed "continued"), and the pager.
 */
export function SchedulePage({ page, sports }: { page: ListPage<ScheduleEntry>; sports: SportLink[] }) {
  const first = page.items[0];
  const continues = first && page.before?.month === first.month ? first.month : null;
  return (
    <>
      <RouteHeader path="/schedule/" />
      <div className="container-page flex flex-col gap-10 py-10">
        <ScheduleBrowser entries={page.items} paged={page.pages > 1} continues={continues} sports={sports.map(({ slug, name }) => ({ slug, name }))} />
        <Pager list={page.list} page={page.page} pages={page.pages} label="Schedule pages" />
      </div>
    </>
  );
}
