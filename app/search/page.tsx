import { routeMetadata } from '@/lib/content/page-routes';
import { RouteHeader } from '@/components/layout/route-header';
import { SearchPage } from '@/components/search/search-page';

export const metadata = routeMetadata('/search/');

export default function SearchRoute() {
  return (
    <>
      <RouteHeader path="/search/" />
      <SearchPage />
    </>
  );
}
