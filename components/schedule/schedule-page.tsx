import type { ScheduleEntry } from '@/lib/schedule/entries';
import type { SportLink } from '@/lib/schemas/sport';
import type { ListPage } from '@/lib/paging/paging';
import { RouteHeader } from '@/components/layout/route-header';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { ScheduleBrowser } from './schedule-browser';
import { SportParamRedirect } from './sport-param-redirect';

/**
 * /schedule/ and its later pages: the banner, then the sport links (the featured ones, the rest
 * under More sports), the feeds and one page of the
 * entries by month (a month begun on the page before is headed "continued"), and the pager. A saved
 * ?sport= address goes on to that sport's page.
 */
export function SchedulePage({
  page,
  sports,
  feedSports,
}: {
  page: ListPage<ScheduleEntry>;
  sports: { featured: SportLink[]; more: SportLink[] };
  feedSports: SportLink[];
}) {
  const first = page.items[0];
  const continues = first && page.before?.month === first.month ? first.month : null;
  return (
    <>
      <SportParamRedirect sports={feedSports.map(({ slug, name }) => ({ slug, name }))} />
      <RouteHeader path="/schedule/" />
      <div className="container-page flex flex-col gap-10 py-10">
        <ScheduleBrowser entries={page.items} continues={continues} sports={links(sports.featured)} more={links(sports.more)} />
        <Pager list={page.list} page={page.page} pages={page.pages} label="Schedule pages" />
      </div>
    </>
  );
}

/** /schedule/<sport>/: every entry of one sport by month (one page: see docs/decisions.md, paged lists), its calendar feed and the other sports' links. */
export function SportSchedulePage({ sport, entries, sports }: { sport: SportLink; entries: ScheduleEntry[]; sports: SportLink[] }) {
  return (
    <>
      <PageHeader
        eyebrow="Schedule"
        title={`${sport.name} Schedule`}
        intro={`Every ${sport.name} event of the league by month: ticketed nights and contests. Subscribe to the ${sport.name} calendar to keep up.`}
      />
      <div className="container-page flex flex-col gap-10 py-10">
        <ScheduleBrowser entries={entries} sport={{ slug: sport.slug, name: sport.name }} sports={links(sports)} />
      </div>
    </>
  );
}

const links = (sports: SportLink[]) => sports.map(({ slug, name }) => ({ slug, name }));
