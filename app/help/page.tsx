import { routeMetadata } from '@/lib/content/page-routes';
import { getFaq } from '@/lib/content/info';
import { HelpView } from '@/components/info/help-view';

export const metadata = routeMetadata('/help/');

export default function HelpPage() {
  return <HelpView faq={getFaq()} />;
}
