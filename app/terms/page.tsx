import { routeMetadata } from '@/lib/content/page-routes';
import { InfoRoute } from '@/components/info/info-route';
import { InfoEnquiry } from '@/components/info/info-enquiry';
import { AcceptTerms } from '@/components/info/accept-terms';

export const metadata = routeMetadata('/terms/');

export default function TermsPage() {
  return <InfoRoute path="/terms/" actions={<InfoEnquiry slug="terms" leading={<AcceptTerms />} />} />;
}
