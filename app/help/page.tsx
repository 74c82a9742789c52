import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Help Center",
  description: "Answers to common questions about accounts, contests, tickets, refunds and payouts.",
  alternates: { canonical: '/help/' },
};

export default function HelpPage() {
  return <PageHeader eyebrow="Support" title="Help Center" intro="Answers about accounts, contests, tickets, refunds and payouts." />;
}
