import type { ComponentProps } from 'react';
import type { AthleteCardView } from '@/lib/athletes/view';
import type { ListPage } from '@/lib/paging/paging';
import { Pager } from '@/components/ui/pager';
import { RouteHeader } from '@/components/layout/route-header';
import { AthletesBrowser } from './athletes-browser';

/** /athletes/ and its later pages: one page of the athletes with the pager, and a filter by sport for the sports that have athletes. */
export function AthletesIndex({ page, sports }: { page: ListPage<AthleteCardView>; sports: ComponentProps<typeof AthletesBrowser>['sports'] }) {
  return (
    <>
      <RouteHeader path="/athletes/" />
      <div className="container-page py-10">
        <AthletesBrowser
          athletes={page.items}
          paged={page.pages > 1}
          sports={sports}
          pager={<Pager list={page.list} page={page.page} pages={page.pages} label="Athlete pages" />}
        />
      </div>
    </>
  );
}
