import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Athlete Dashboard",
  description: "The athlete dashboard: analytics, earnings, tickets, profile, events and settings.",
  alternates: { canonical: '/user/dashboard/' },
};

export default function UserDashboardPage() {
  return <PageHeader eyebrow="Your account" title="Athlete Dashboard" intro="Your earnings, events, tickets and profile, kept in this browser." />;
}
