import { formatUSD } from '@/lib/format/en-us';
import { cn } from '@/lib/ui/cn';

/** The price, with the original price struck through when the product is reduced. */
export function Price({ price, originalPrice, className }: { price: number; originalPrice?: number; className?: string }) {
  return (
    <p className={cn('flex items-baseline gap-2', className)}>
      <span className="text-xl font-extrabold text-brand-800">{formatUSD(price)}</span>
      {originalPrice ? (
        <>
          <span className="sr-only">, was </span>
          <s className="text-sm text-slate-700">{formatUSD(originalPrice)}</s>
        </>
      ) : null}
    </p>
  );
}

/** "4.9 out of 5 (128 reviews)" with stars for sighted readers. */
export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <span aria-hidden="true" className="text-amber-600">
        ★
      </span>
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span> ({reviews} reviews)
      </span>
    </p>
  );
}
