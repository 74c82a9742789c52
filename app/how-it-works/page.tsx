import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "How It Works",
  description: "How the league works: join free, enter contests, compete live, and win cash prizes decided by public votes and judges.",
  alternates: { canonical: '/how-it-works/' },
};

export default function HowItWorksPage() {
  return <PageHeader eyebrow="Explainer" title="How It Works" intro="Join free, enter events, go live and win: public voting decides 60% of the result and judges 40%." />;
}
