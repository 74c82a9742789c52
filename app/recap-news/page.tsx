import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Recap News & Blog",
  description: "Recaps, tournament reports, records and news from the Women's Athletic League.",
  alternates: { canonical: '/recap-news/' },
};

export default function RecapNewsPage() {
  return <PageHeader eyebrow="News" title="Recap News & Blog" intro="Championship recaps, tournament reports, broken records and league news." />;
}
