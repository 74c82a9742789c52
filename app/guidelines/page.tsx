import { routeMetadata } from '@/lib/content/page-routes';
import { InfoRoute } from '@/components/info/info-route';

export const metadata = routeMetadata('/guidelines/');

export default function GuidelinesPage() {
  return <InfoRoute path="/guidelines/" />;
}
