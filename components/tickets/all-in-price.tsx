import { priceBreakdown } from '@/lib/tickets/pricing';
import { formatUSD } from '@/lib/format/en-us';
import { cn } from '@/lib/ui/cn';

/**
 * A ticket price shown all-in (the US FTC rule on fees, 16 CFR 464): the total with the service fee is the
 * prominent figure; the base price and fee stand beside it.
 */
export function AllInPrice({ base, prefix, className, size = 'md' }: { base: number; prefix?: string; className?: string; size?: 'md' | 'lg' }) {
  const { fee, total } = priceBreakdown(base, 1);
  return (
    <p className={cn('leading-tight', className)}>
      <span className={cn('font-extrabold', size === 'lg' ? 'text-3xl' : 'text-2xl')}>
        {prefix ? `${prefix} ` : ''}
        {formatUSD(total)}
      </span>{' '}
      <span className="text-sm font-medium opacity-90">incl. fees</span>
      <FeeParts base={base} fee={fee} className="opacity-90" />
    </p>
  );
}

/** The base price and fee beside an all-in price: "$89 ticket + $7 service fee". */
export function FeeParts({ base, fee = priceBreakdown(base, 1).fee, className }: { base: number; fee?: number; className?: string }) {
  return (
    <span className={cn('block text-xs', className)}>
      {formatUSD(base)} ticket + {formatUSD(fee)} service fee
    </span>
  );
}
