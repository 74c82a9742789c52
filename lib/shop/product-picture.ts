import type { Product } from '@/lib/schemas/product';

/** "Heather Grey" -> "heather-grey" (the colour's part of a product picture's file name). */
export function colourSlug(colour: string): string {
  return colour
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A product picture drawn by the art generator (`npm run art`), one SVG per colour. */
export function isGeneratedProductArt(image: string): boolean {
  return /^\/images\/products\/[a-z0-9-]+\.svg$/.test(image);
}

/**
 * The picture of a product in one colour and its alt text. Generated art has one file per colour
 * (`<name>.svg` in the first colour, `<name>--<colour>.svg` for the others); an editor's own photo
 * (any other path or URL) is shown as it is with the product's `imageAlt`.
 */
export function productPicture(product: Pick<Product, 'name' | 'image' | 'imageAlt' | 'colors'>, colour?: string): { src: string; alt: string } {
  const chosen = colour && product.colors.includes(colour) ? colour : product.colors[0]!;
  if (!isGeneratedProductArt(product.image)) return { src: product.image, alt: product.imageAlt };
  const src = chosen === product.colors[0] ? product.image : product.image.replace(/\.svg$/, `--${colourSlug(chosen)}.svg`);
  return { src, alt: productAlt(product.name, chosen) };
}

/** "Empire Fan Hoodie in Heather Grey": what the generated picture shows. */
export function productAlt(name: string, colour: string): string {
  return `${name} in ${colour}`;
}
