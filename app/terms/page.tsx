import { routeMetadata } from '@/lib/content/page-routes';
import { getInfoPage } from '@/lib/content/info';
import { getSite } from '@/lib/content/site';
import { InfoRoute } from '@/components/info/info-route';
import { InfoEnquiry } from '@/components/info/info-enquiry';
import { AcceptTerms } from '@/components/info/accept-terms';

export const metadata = routeMetadata('/terms/');

const page = getInfoPage('terms');

export default function TermsPage() {
  return (
    <InfoRoute path="/terms/" page={page} actions={<InfoEnquiry slug="terms" page={page} leagueEmail={getSite().contact.email} leading={<AcceptTerms />} />} />
  );
}
