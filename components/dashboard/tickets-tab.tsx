import Link from '@/components/ui/link';
import { TicketOrders } from '@/components/tickets/ticket-orders';

/** The signed-in athlete's ticket orders with QR codes and calendar files (shared with /my-tickets). */
export function TicketsTab() {
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold">Your tickets</h2>
      <TicketOrders group="mine" />
      <p>
        <Link href="/buy-tickets/" className="font-semibold text-brand-800 underline">
          Find more events
        </Link>
      </p>
    </div>
  );
}
