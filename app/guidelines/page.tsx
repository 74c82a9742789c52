import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Community Guidelines",
  description: "Community guidelines for athletes and fans of the Women's Athletic League.",
  alternates: { canonical: '/guidelines/' },
};

export default function GuidelinesPage() {
  return <PageHeader eyebrow="Fair play" title="Community Guidelines" intro="The rules every athlete, fan and partner agrees to: respect, fair competition and safety first." />;
}
