import type { Product, ShopShipping } from '@/lib/schemas/product';
import { FREE_SHIPPING_THRESHOLD, SHOP_AVERAGE_RATING } from '@/lib/shop/constants';
import { formatUSD } from '@/lib/format/en-us';
import { BASE_PATH } from '@/lib/url/paths';
import { SITE_URL } from '@/lib/url/site-url';
import { shopStats } from '@/lib/shop/filters';
import { productJsonLd } from '@/lib/shop/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { StatTiles } from '@/components/ui/stat-tiles';
import { TextTiles } from '@/components/ui/text-tiles';
import { CartBar } from './cart-bar';
import { ShopBrowser } from './shop-browser';

const shopInfo = (flatRate: number) => [
  {
    title: `Free shipping over ${formatUSD(FREE_SHIPPING_THRESHOLD)}`,
    text: `Orders of ${formatUSD(FREE_SHIPPING_THRESHOLD)} or more ship free; smaller orders ship for a flat ${formatUSD(flatRate, { cents: true })}. Your cart shows how close you are, and the total with shipping shows before you pay.`,
  },
  { title: 'Official team gear', text: 'Uniforms and merchandise in the colours of the league’s teams, for athletes, coaches and fans.' },
  { title: 'Sizes XS to XXL', text: 'Pick your size and colour on each product; your choices stay in your cart until you check out.' },
];

/** /purchase-uniforms: header figures, filters and grid, cart, info sections, Product markup. */
export function ShopPage({ products, shipping }: { products: Product[]; shipping: ShopShipping }) {
  const stats = shopStats(products);
  const pageUrl = `${SITE_URL}${BASE_PATH}/purchase-uniforms/`;
  return (
    <>
      <JsonLd data={productJsonLd(products, `${SITE_URL}${BASE_PATH}`, pageUrl)} />
      <PageHeader
        eyebrow="Shop"
        title="Shop Uniforms & Merch"
        intro={`Official team uniforms, fan merchandise and sports equipment, with free shipping on orders over ${formatUSD(FREE_SHIPPING_THRESHOLD)}.`}
      />
      <div className="container-page -mt-8">
        <StatTiles
          label="Shop at a glance"
          items={[
            { label: 'Countries', value: String(stats.countries) },
            { label: 'Teams', value: String(stats.teams) },
            { label: 'Uniforms', value: String(stats.uniforms) },
            { label: 'Average rating', value: SHOP_AVERAGE_RATING.toFixed(1) },
          ]}
        />
      </div>
      <ShopBrowser products={products} />
      <CartBar products={products} flatRate={shipping.flatRate} />
      <section
        aria-labelledby="shop-info"
        className="render-when-near bg-slate-50 pt-12 pb-36 [--near-height:760px] md:[--near-height:540px] lg:[--near-height:370px] xl:pb-24"
      >
        <div className="container-page">
          <h2 id="shop-info" className="text-2xl font-extrabold">
            Shopping with the league
          </h2>
          <TextTiles items={shopInfo(shipping.flatRate)} className="mt-6 gap-6 md:grid-cols-3" />
        </div>
      </section>
    </>
  );
}
