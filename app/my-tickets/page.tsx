import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "My Tickets",
  description: "Your league ticket orders with a QR code per seat and an Add to calendar file.",
  alternates: { canonical: '/my-tickets/' },
};

export default function MyTicketsPage() {
  return <PageHeader eyebrow="Your orders" title="My Tickets" intro="Your ticket orders in this browser, each seat with its own QR code for entry and a calendar file for the day." />;
}
