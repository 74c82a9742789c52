import { routeMetadata } from '@/lib/content/page-routes';
import { HowItWorksLinks, InfoRoute } from '@/components/info/info-route';

export const metadata = routeMetadata('/how-it-works/');

export default function HowItWorksPage() {
  return <InfoRoute path="/how-it-works/" actions={<HowItWorksLinks />} />;
}
