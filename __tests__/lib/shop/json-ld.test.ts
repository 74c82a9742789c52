/** @jest-environment node */
import { getProducts } from '@/lib/content/products';
import { loadFixture } from '../../fixtures/data-dir';
import { productJsonLd } from '@/lib/shop/json-ld';

describe('schema.org Product markup', () => {
  const ld = productJsonLd(loadFixture('data-sample', getProducts), 'https://league.example', 'https://league.example/purchase-uniforms/') as {
    '@graph': { sku: string; offers: { availability: string } }[];
  };

  it('describes every product with name, absolute image, price, currency and availability', () => {
    expect(ld['@graph']).toHaveLength(12);
    const racket = ld['@graph'].find((p) => p.sku === '22')!;
    expect(racket).toMatchObject({
      '@type': 'Product',
      name: 'Pro Tennis Racket',
      image: 'https://league.example/images/products/pro-tennis-racket.svg',
      offers: { '@type': 'Offer', price: '159.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(ld['@graph'].find((p) => p.sku === '7')!.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});
