import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { listPage, PAGE_SIZE, PAGED_LISTS, pageCount, pageHref, pageParams, parsePageParam, type ListPage, type PagedList } from '@/lib/paging/paging';
import { splitFeatured } from '@/lib/news/articles';
import { PAGE_ROUTES } from '@/lib/site/page-routes';
import { pageMetadata } from '@/lib/site/seo';
import { formatNumber } from '@/lib/format/en-us';
import { getArticleSummaries } from './articles';
import { getWinners } from './winners';
import { getAthleteCards } from './athlete-pages';
import { getTeamIndex } from './team-page';
import { getScheduleEntries } from './schedule';
import { getTicketEvents } from './tickets';
import { derivedContent } from './read';
import { scheduleOrder } from '@/lib/schedule/entries';
import { ticketListOrder } from '@/lib/tickets/filter';
import { BUILD_TIME } from '@/lib/time/phase';

/** A list's records, worked out once per read of the files: each of its pages slices the same list. */
const once =
  <T>(list: PagedList, records: () => readonly T[]) =>
  (): readonly T[] =>
    derivedContent(`paged:${list}`, records);

/**
 * Every record of each paged list, in the order its pages show them (the featured article or winner
 * first, as page 1 shows it). The pages, their static params and the route table read this.
 */
export const PAGED_LIST_RECORDS = {
  '/recap-news/': once('/recap-news/', () => {
    const { featured, rest } = splitFeatured(getArticleSummaries());
    return featured ? [featured, ...rest] : rest;
  }),
  '/winner-announcements/': once('/winner-announcements/', () => {
    const all = getWinners();
    const featured = all.find((w) => w.featured);
    return featured ? [featured, ...all.filter((w) => w !== featured)] : all;
  }),
  '/athletes/': once('/athletes/', getAthleteCards),
  '/teams/': once('/teams/', getTeamIndex),
  '/schedule/': once('/schedule/', () => scheduleOrder(getScheduleEntries(), BUILD_TIME)),
  '/buy-tickets/': once('/buy-tickets/', () => ticketListOrder(getTicketEvents(), BUILD_TIME)),
} satisfies Record<PagedList, () => readonly unknown[]>;

/** The `[n]` values of a list's `/page/[n]/` route (lib/paging/paging.ts pageParams). */
export function listPageParams(list: PagedList): string[] {
  return pageParams(PAGED_LIST_RECORDS[list]().length, PAGE_SIZE[list]);
}

/** The route pattern of a list's later pages: `/recap-news/page/[n]/`. */
export const pagedPattern = (list: PagedList): string => `${list}page/[n]/`;

/** Each list's `/page/[n]/` pattern with its `[n]` values, for the route table. */
export function pagedListRoutes(): Record<string, () => { n: string }[]> {
  return Object.fromEntries(PAGED_LISTS.map((list) => [pagedPattern(list), () => listPageParams(list).map((n) => ({ n }))]));
}

/**
 * Page `page` of a list: the list's title and description with the page number, its own address as
 * canonical. Page 1 under /page/1/ exists only when the whole list fits one page (Next's export
 * needs one page per dynamic route): it is kept out of search engines, its canonical the list.
 */
export function pagedListMetadata(list: PagedList, page: number): Metadata {
  const entry = PAGE_ROUTES[list];
  const lone = page === 1;
  return pageMetadata({
    title: lone ? entry.title : `${entry.title}, page ${formatNumber(page)}`,
    description: lone ? entry.description : `Page ${formatNumber(page)}. ${entry.description}`,
    path: pageHref(list, page),
    section: entry.section,
    noindex: lone,
  });
}

type Props = { params: Promise<{ n: string }> };
type RecordsOf<L extends PagedList> = ReturnType<(typeof PAGED_LIST_RECORDS)[L]>[number];

/**
 * The exports of a list's later pages (`app/<list>/page/[n]/page.tsx`): one static page per page
 * number from 2 (lib/paging/paging.ts), their metadata, and not-found for any other number. The
 * route file re-exports them beside `export const dynamicParams = false`.
 */
export function pagedRoute<L extends PagedList>(list: L, render: (page: ListPage<RecordsOf<L>>) => ReactNode) {
  const pageOf = (n: string): ListPage<RecordsOf<L>> | null => {
    const page = parsePageParam(n);
    const records = PAGED_LIST_RECORDS[list]() as readonly RecordsOf<L>[];
    if (page === null || page > pageCount(records.length, PAGE_SIZE[list])) return null;
    return listPage(list, records, page, PAGE_SIZE[list]);
  };
  return {
    generateStaticParams: () => listPageParams(list).map((n) => ({ n })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const page = pageOf((await params).n);
      return page ? pagedListMetadata(list, page.page) : {};
    },
    Page: async function ListPageRoute({ params }: Props) {
      const page = pageOf((await params).n);
      if (!page) notFound();
      return render(page);
    },
  };
}

/** Page 1 of a list, for the list's own route file. */
export function firstPage<L extends PagedList>(list: L): ListPage<RecordsOf<L>> {
  return listPage(list, PAGED_LIST_RECORDS[list]() as readonly RecordsOf<L>[], 1, PAGE_SIZE[list]);
}
