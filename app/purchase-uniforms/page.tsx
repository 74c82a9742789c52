import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getProducts, getShopShipping } from '@/lib/content/products';
import { ShopPage } from '@/components/shop/shop-page';

export const metadata: Metadata = pageMetadata({
  title: 'Shop Uniforms & Merch',
  description: 'Official league uniforms, fan merchandise and equipment. Free shipping over $75.',
  path: '/purchase-uniforms/',
  section: 'shop',
});

export default function PurchaseUniformsPage() {
  return <ShopPage products={getProducts()} shipping={getShopShipping()} />;
}
