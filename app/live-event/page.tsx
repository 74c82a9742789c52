import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Live Event",
  description: "Go live and compete for a $10,000 prize pool with audience voting and live chat.",
  alternates: { canonical: '/live-event/' },
};

export default function LiveEventPage() {
  return <PageHeader eyebrow="Compete live" title="Live Competition" intro="Go live from your camera, compete for the $10,000 prize pool and collect audience votes." />;
}
