import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Event Tickets",
  description: "Buy tickets to women's league events in soccer, basketball, tennis, swimming and more, with all-in prices including fees.",
  alternates: { canonical: '/buy-tickets/' },
};

export default function BuyTicketsPage() {
  return <PageHeader eyebrow="Tickets" title="Event Tickets" intro="Find league events near you. Every price you see includes the service fee, so the number on the card is what you pay." />;
}
