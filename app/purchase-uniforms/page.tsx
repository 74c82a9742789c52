import type { Metadata } from 'next';
import { getProducts } from '@/lib/content/products';
import { ShopPage } from '@/components/shop/shop-page';

export const metadata: Metadata = {
  title: 'Shop Uniforms & Merch',
  description: 'Official league uniforms, fan merchandise and equipment. Free shipping over $75.',
  alternates: { canonical: '/purchase-uniforms/' },
};

export default function PurchaseUniformsPage() {
  return <ShopPage products={getProducts()} />;
}
