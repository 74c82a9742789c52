import type { ComponentProps } from 'react';
import type { ListPage } from '@/lib/paging/paging';
import type { TicketEvent } from '@/lib/schemas/ticket-event';
import { ticketEventsJsonLd } from '@/lib/tickets/json-ld';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { RouteHeader } from '@/components/layout/route-header';
import { LiveBanner } from '@/components/live/live-banner';
import { Pager } from '@/components/ui/pager';
import { TicketBrowser } from './ticket-browser';
import { TicketMarketing } from './ticket-marketing';

/**
 * /buy-tickets and its later pages: the page's events as JSON-LD, the ticket browser (featured
 * banner, filters, one page of events, the pager), the live banner and why buy here.
 */
export function TicketsPage({
  page,
  featured,
  featuredId,
  chips,
  testimonials,
  faq,
  leagueEmail,
  liveEndsAt,
}: Omit<ComponentProps<typeof TicketBrowser>, 'events' | 'paged' | 'pager'> &
  ComponentProps<typeof TicketMarketing> & { page: ListPage<TicketEvent>; liveEndsAt: number }) {
  return (
    <>
      <JsonLd data={ticketEventsJsonLd(page.items, `${SITE_URL}${BASE_PATH}`)} />
      <RouteHeader path="/buy-tickets/" />
      <TicketBrowser
        events={page.items}
        paged={page.pages > 1}
        featured={featured}
        featuredId={featuredId}
        chips={chips}
        pager={<Pager list={page.list} page={page.page} pages={page.pages} label="Event pages" />}
      />
      <div className="container-page pt-8">
        <LiveBanner endsAt={liveEndsAt} />
      </div>
      <TicketMarketing testimonials={testimonials} faq={faq} leagueEmail={leagueEmail} />
    </>
  );
}
