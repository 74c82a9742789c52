'use client';
import { Img } from '@/components/ui/img';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Product } from '@/lib/schemas/product';
import { CATEGORY_LABELS } from '@/lib/shop/catalog';
import { canAddToCart, cartLines, chosenOption, lineKey, type CartLine } from '@/lib/shop/cart';
import { productPicture } from '@/lib/shop/product-picture';
import { CART_MAX_QUANTITY } from '@/lib/shop/constants';
import { assetPath } from '@/lib/url/paths';
import { useCartStore } from '@/lib/stores/cart-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Price, Rating } from './price';

const selectClass = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-sm text-ink';

/** One of a product's options (size, colour): which line of the product the card shows. */
function OptionSelect({
  id,
  label,
  options,
  value,
  disabled,
  onChange,
  of,
}: {
  id: string;
  label: string;
  /** The product's name, read after the label ("Size of Royals Rugby Jersey"): twelve cards have twelve Size fields. */
  of: string;
  options: readonly string[];
  value: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        <span className="sr-only"> of {of}</span>
      </label>
      <select id={id} className={selectClass} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </div>
  );
}

/** What tells a line of the product apart: its size, and its colour when the product has more than one. */
const variantOf = (product: Product, size: string | null, color: string | null) =>
  [size, product.colors.length > 1 ? color : null].filter((v): v is string => Boolean(v));

/** This product's lines in the cart (each size and colour its own line). */
function useProductLines(product: Product): CartLine[] {
  const { items, sizes, colors } = useCartStore(useShallow((s) => ({ items: s.items, sizes: s.sizes, colors: s.colors })));
  return useMemo(() => cartLines([product], items, sizes, colors), [product, items, sizes, colors]);
}

/**
 * One product of the grid: pickers, Add to Cart, then a quantity control in its place once the size
 * and colour the pickers show are in the cart. Each size and colour is a line of its own: changing a
 * picker shows that line's quantity (or Add to Cart), never changes a line already in the cart; the
 * other lines of the product are named under the control.
 */
export function ProductCard({ product }: { product: Product }) {
  const id = useId();
  const hydrated = useHasHydrated();
  const lines = useProductLines(product);
  // What the pickers show: the visitor's pick, else the first line in the cart, else the product's first.
  const [picked, setPicked] = useState<{ size?: string; color?: string }>({});
  const size = chosenOption(picked.size ?? lines[0]?.size ?? undefined, product.sizes as string[]);
  const color = chosenOption(picked.color ?? lines[0]?.color ?? undefined, product.colors);
  const key = lineKey(product.id, size, color);
  const line = lines.find((l) => l.key === key);
  const quantity = line?.quantity ?? 0;
  const others = lines.filter((l) => l.key !== key);
  const available = canAddToCart(product);
  const nameId = `${id}-name`;
  // The picture shows the product in the colour the picker shows (one drawing per colour).
  const picture = productPicture(product, color ?? undefined);
  // The control pressed is replaced (Add to Cart by the stepper, the stepper by Add to Cart at 0):
  // focus follows to its replacement, so a keyboard or screen-reader user keeps her place.
  const addRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const change = (by: number) => {
    if (!available) return;
    refocus.current = true;
    void useCartStore.getState().changeLine(key, line?.stored ?? [], by);
  };
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected) return;
    (quantity > 0 ? moreRef : addRef).current?.focus();
  }, [quantity]);
  const variant = variantOf(product, size, color).join(', ');
  const named = variant ? `${product.name} (${variant})` : product.name;

  return (
    <article
      id={`product-${product.id}`}
      aria-labelledby={nameId}
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">
        <Img src={assetPath(picture.src)} alt={picture.alt} width={800} height={600} className="aspect-[4/3] w-full object-cover" data-product-picture="" />
        {!available ? (
          <div className="absolute inset-0 flex items-center justify-center bg-black/60">
            <p className="rounded-full bg-white px-4 py-2 text-lg font-extrabold tracking-wide text-red-800 uppercase">Out of Stock</p>
          </div>
        ) : null}
        {product.originalPrice ? (
          <Badge tone="danger" className="absolute top-3 left-3">
            Sale
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
          {CATEGORY_LABELS[product.category]} · {product.sport}
        </p>
        <h3 id={nameId} className="text-lg leading-snug font-bold">
          {product.name}
        </h3>
        <p className="text-sm text-slate-700">
          {product.team} · {product.country === 'Global' ? 'Worldwide' : `${product.city}, ${product.country}`}
        </p>
        <Rating rating={product.rating} reviews={product.reviews} />
        <Price price={product.price} originalPrice={product.originalPrice} />
        {available ? (
          <div className="js-only mt-auto flex flex-col gap-3 pt-2">
            {product.sizes.length > 0 || product.colors.length > 0 ? (
              <div className="grid grid-cols-2 gap-3">
                {(
                  [
                    { key: 'size', label: 'Size', options: product.sizes, value: size ?? undefined },
                    { key: 'color', label: 'Colour', options: product.colors, value: color ?? undefined },
                  ] as const
                )
                  // A product without sizes shows only its colour.
                  .filter((o) => o.key === 'color' || product.sizes.length > 0)
                  .map((o) => (
                    <OptionSelect
                      key={o.key}
                      id={`${id}-${o.key}`}
                      label={o.label}
                      of={product.name}
                      options={o.options}
                      value={o.value}
                      disabled={!hydrated}
                      onChange={(v) => setPicked((p) => ({ ...p, [o.key]: v }))}
                    />
                  ))}
              </div>
            ) : null}
            {quantity > 0 ? (
              <div className="flex items-center justify-between gap-2 rounded-full bg-brand-50 p-1" role="group" aria-label={`Quantity of ${named}`}>
                <Button variant="outline" size="icon" aria-label={`Remove one ${named}`} onClick={() => change(-1)}>
                  <span aria-hidden="true">−</span>
                </Button>
                <output aria-live="polite" className="font-bold">
                  {quantity} in cart
                </output>
                <Button
                  ref={moreRef}
                  size="sm"
                  className="w-11 px-0"
                  aria-label={`Add one more ${named}`}
                  disabled={quantity >= CART_MAX_QUANTITY}
                  onClick={() => change(1)}
                >
                  <span aria-hidden="true">+</span>
                </Button>
              </div>
            ) : (
              <Button ref={addRef} onClick={() => change(1)} disabled={!hydrated} aria-label={`Add to Cart: ${named}`}>
                Add to Cart
              </Button>
            )}
            {others.length ? (
              <p className="text-sm text-slate-700" data-other-lines="">
                Also in your cart: {others.map((l) => `${l.quantity} × ${variantOf(product, l.size, l.color).join(' · ')}`).join(', ')}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-auto pt-2 text-sm font-semibold text-red-800">This item cannot be ordered right now.</p>
        )}
      </div>
    </article>
  );
}
