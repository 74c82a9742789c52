import { routeMetadata } from '@/lib/content/page-routes';
import { InfoRoute } from '@/components/info/info-route';
import { InfoEnquiry } from '@/components/info/info-enquiry';

export const metadata = routeMetadata('/safety-center/');

export default function SafetyCenterPage() {
  return <InfoRoute path="/safety-center/" actions={<InfoEnquiry slug="safety-center" />} />;
}
