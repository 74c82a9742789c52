import type { Product } from '@/lib/schemas/product';

/** schema.org Product markup for the shop's products (name, image, price, currency, availability). */
export function productJsonLd(products: readonly Product[], baseUrl: string, pageUrl: string): Record<string, unknown> {
  const abs = (src: string) => (/^https?:\/\//.test(src) ? src : `${baseUrl}${src}`);
  return {
    '@context': 'https://schema.org',
    '@graph': products.map((p) => ({
      '@type': 'Product',
      '@id': `${pageUrl}#product-${p.id}`,
      sku: String(p.id),
      name: p.name,
      description: p.description,
      image: abs(p.image),
      category: p.category,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviews, bestRating: 5 },
      offers: {
        '@type': 'Offer',
        url: `${pageUrl}#product-${p.id}`,
        price: p.price.toFixed(2),
        priceCurrency: 'USD',
        availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    })),
  };
}
