import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "Terms of service for accounts, contests, content rights and termination.",
  alternates: { canonical: '/terms/' },
};

export default function TermsPage() {
  return <PageHeader eyebrow="Legal" title="Terms of Service" intro="The terms for accounts, contests, content and termination. Last updated March 14, 2024." />;
}
