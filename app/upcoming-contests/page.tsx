import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Upcoming Events",
  description: "Upcoming league contests open for entry: entry fees from $49 to $99, cash prizes from $5,000 to $10,000.",
  alternates: { canonical: '/upcoming-contests/' },
};

export default function UpcomingContestsPage() {
  return <PageHeader eyebrow="Contests" title="Upcoming Events" intro="Browse the contests open for entry, with entry fees from $49 to $99 and cash prizes for the winners." />;
}
