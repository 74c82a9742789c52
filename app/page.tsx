import { homeMetadata } from '@/lib/content/page-routes';
import { HomePage } from '@/components/home/home-page';

export const generateMetadata = homeMetadata;

export default function HomeRoute() {
  return <HomePage />;
}
