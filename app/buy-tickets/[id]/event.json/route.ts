import { getTicketEventPageData, getTicketEventPageIds } from '@/lib/content/tickets';
import { orderEventOf } from '@/lib/tickets/order-event';

// Written once at build as out/buy-tickets/<id>/event.json: what an order of that event shows (its
// date, time and place as the league publishes them now), read by the ticket order list.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getTicketEventPageIds().map((id) => ({ id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return Response.json(orderEventOf(getTicketEventPageData(id)!.event));
}
