import { routeMetadata } from '@/lib/content/page-routes';
import { getCareers } from '@/lib/content/info';
import { CareersContent } from '@/components/info/careers-content';

export const metadata = routeMetadata('/careers/');

export default function CareersPage() {
  return <CareersContent careers={getCareers()} />;
}
