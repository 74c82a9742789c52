import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Safety Center",
  description: "Safety at league events and online: age and ID rules, reporting and contacts.",
  alternates: { canonical: '/safety-center/' },
};

export default function SafetyCenterPage() {
  return <PageHeader eyebrow="Safety" title="Safety Center" intro="How we keep athletes and fans safe at events and online, and how to report a problem." />;
}
