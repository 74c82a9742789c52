import { routeMetadata } from '@/lib/content/page-routes';
import { getSite } from '@/lib/content/site';
import { ContactView } from '@/components/info/contact-view';

export const metadata = routeMetadata('/contact/');

export default function ContactPage() {
  return <ContactView site={getSite()} />;
}
