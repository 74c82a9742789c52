import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = {
  title: "Shop Uniforms & Merch",
  description: "Official league uniforms, fan merchandise and equipment. Free shipping over $75.",
  alternates: { canonical: '/purchase-uniforms/' },
};

export default function PurchaseUniformsPage() {
  return <PageHeader eyebrow="Shop" title="Shop Uniforms & Merch" intro="Official team uniforms, fan merchandise and sports equipment, with free shipping on orders over $75." />;
}
