import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Admin Dashboard",
  description: "The league admin dashboard: events, athletes and analytics.",
  alternates: { canonical: '/admin/dashboard/' },
};

export default function AdminDashboardPage() {
  return <PageHeader eyebrow="Administration" title="Admin Dashboard" intro="Manage events, review athlete applications and process payouts." />;
}
