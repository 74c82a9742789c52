import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getPartners, getTestimonials } from '@/lib/content/info';
import { PageHeader } from '@/components/ui/page-header';
import { PartnersContent } from '@/components/info/partners-content';

export const metadata: Metadata = pageMetadata({
  title: 'Partners',
  description: "Partner with the Women's Athletic League: global reach, talent access, brand visibility and exclusive events.",
  path: '/partners/',
  section: 'info',
});

export default function PartnersPage() {
  return (
    <>
      <PageHeader eyebrow="Partnerships" title="Our Partners" intro="Brands and venues that grow women's sport with us, and how to become one." />
      <PartnersContent content={getPartners()} testimonials={getTestimonials('partners')} />
    </>
  );
}
