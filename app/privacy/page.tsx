import { routeMetadata } from '@/lib/content/page-routes';
import { getInfoPage } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { InfoRoute } from '@/components/info/info-route';
import { InfoEnquiry } from '@/components/info/info-enquiry';

export const metadata = routeMetadata('/privacy/');

const page = getInfoPage('privacy');

export default function PrivacyPage() {
  return <InfoRoute path="/privacy/" page={page} actions={<InfoEnquiry slug="privacy" page={page} leagueEmail={getSite().contact.email} />} />;
}
