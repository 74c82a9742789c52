import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Admin Sign In",
  description: "Sign in to the league's browser admin.",
  alternates: { canonical: '/admin/login/' },
};

export default function AdminLoginPage() {
  return <PageHeader eyebrow="Administration" title="Admin Sign In" intro="Sign in to manage events and athletes." />;
}
