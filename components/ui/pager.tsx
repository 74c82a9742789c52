import Link from '@/components/ui/link';
import { pageHref, pagerWindow } from '@/lib/paging/paging';
import { formatNumber } from '@/lib/format/en-us';
import { cn } from '@/lib/ui/cn';

const ITEM = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold';

/**
 * The pages of a list as plain links (they work without JavaScript): previous, the numbered pages
 * (first, last and the current one's neighbours, gaps between) and next. The current page is not a
 * link and carries `aria-current="page"`. Nothing when the list fits on one page.
 */
export function Pager({ list, page, pages, label }: { list: string; page: number; pages: number; label: string }) {
  if (pages < 2) return null;
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={pageHref(list, page - 1)} rel="prev" className={cn(ITEM, 'text-brand-800 hover:bg-brand-50')}>
              <span aria-hidden="true">←</span>&nbsp;Previous
            </Link>
          ) : null}
        </li>
        {pagerWindow(page, pages).map((item) =>
          'gap' in item ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span aria-current="page" className={cn(ITEM, 'bg-brand-700 text-white')}>
                  <span className="sr-only">Page </span>
                  {formatNumber(item.page)}
                </span>
              ) : (
                <Link href={pageHref(list, item.page)} className={cn(ITEM, 'border border-slate-300 text-ink hover:bg-brand-50')}>
                  <span className="sr-only">Page </span>
                  {formatNumber(item.page)}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={pageHref(list, page + 1)} rel="next" className={cn(ITEM, 'text-brand-800 hover:bg-brand-50')}>
              Next&nbsp;<span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-sm text-slate-700">
        Page {formatNumber(page)} of {formatNumber(pages)}
      </p>
    </nav>
  );
}
