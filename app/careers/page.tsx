import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getCareers } from '@/lib/content/info';
import { PageHeader } from '@/components/ui/page-header';
import { CareersContent } from '@/components/info/careers-content';

export const metadata: Metadata = pageMetadata({
  title: 'Careers',
  description: "Open positions at the Women's Athletic League.",
  path: '/careers/',
  section: 'info',
});

export default function CareersPage() {
  return (
    <>
      <PageHeader eyebrow="Careers" title="Join Our Team" intro="Help build the league that pays women athletes what they are worth." />
      <CareersContent careers={getCareers()} />
    </>
  );
}
