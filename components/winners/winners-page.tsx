import type { Winner } from '@/lib/schemas/winner';
import type { ListPage } from '@/lib/paging/paging';
import { Pager } from '@/components/ui/pager';
import { foldedCategoryOptions, withCategoryLabels, type FoldedSports } from '@/lib/contests/filter';
import { ButtonLink } from '@/components/ui/button';
import { RouteHeader } from '@/components/layout/route-header';
import { WinnersBrowser } from './winners-browser';

/**
 * /winner-announcements and its later pages: one page of the searchable winners with the pager, and
 * a call to enter the next contest. The category chips offer every category of the whole list.
 */
export function WinnersPage({ page, all, sports }: { page: ListPage<Winner>; all: Winner[]; sports: FoldedSports }) {
  const winners = withCategoryLabels(page.items, sports);
  return (
    <>
      <RouteHeader path="/winner-announcements/">
        <ButtonLink href="/upcoming-contests/" variant="light">
          See Upcoming Events
        </ButtonLink>
        <ButtonLink href="/join/" variant="outlineLight">
          Join the League
        </ButtonLink>
      </RouteHeader>
      <div className="container-page flex flex-col gap-12 py-10">
        <WinnersBrowser winners={winners} paged={page.pages > 1} categories={foldedCategoryOptions(all, sports)} />
        <Pager list={page.list} page={page.page} pages={page.pages} label="Winner pages" />
        <section aria-labelledby="next-champion" className="rounded-3xl bg-brand-50 p-6 text-center sm:p-10">
          <h2 id="next-champion" className="text-2xl font-extrabold sm:text-3xl">
            Be the next champion
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-700">Join free, enter an upcoming contest and compete for cash prizes paid within 30 days.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/upcoming-contests/">Browse Upcoming Events</ButtonLink>
            <ButtonLink href="/join/" variant="outline">
              Join Free
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}
