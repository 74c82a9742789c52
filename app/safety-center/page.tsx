import { routeMetadata } from '@/lib/content/page-routes';
import { getInfoPage } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { InfoRoute } from '@/components/info/info-route';
import { InfoEnquiry } from '@/components/info/info-enquiry';

export const metadata = routeMetadata('/safety-center/');

const page = getInfoPage('safety-center');

export default function SafetyCenterPage() {
  return <InfoRoute path="/safety-center/" page={page} actions={<InfoEnquiry slug="safety-center" page={page} leagueEmail={getSite().contact.email} />} />;
}
