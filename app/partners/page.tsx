import { routeMetadata } from '@/lib/content/page-routes';
import { getPartners, getTestimonials } from '@/lib/content/info';
import { PartnersContent } from '@/components/info/partners-content';

export const metadata = routeMetadata('/partners/');

export default function PartnersPage() {
  return <PartnersContent content={getPartners()} testimonials={getTestimonials('partners')} />;
}
