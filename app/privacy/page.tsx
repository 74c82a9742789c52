import { routeMetadata } from '@/lib/content/page-routes';
import { InfoRoute } from '@/components/info/info-route';
import { InfoEnquiry } from '@/components/info/info-enquiry';

export const metadata = routeMetadata('/privacy/');

export default function PrivacyPage() {
  return <InfoRoute path="/privacy/" actions={<InfoEnquiry slug="privacy" />} />;
}
