import { routeMetadata } from '@/lib/content/page-routes';
import { getProducts, getShopShipping } from '@/lib/content/products';
import { ShopPage } from '@/components/shop/shop-page';

export const metadata = routeMetadata('/purchase-uniforms/');

export default function PurchaseUniformsPage() {
  return <ShopPage products={getProducts()} shipping={getShopShipping()} />;
}
