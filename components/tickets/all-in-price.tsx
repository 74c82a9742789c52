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
      <span className="block text-xs opacity-90">
        {formatUSD(base)} ticket + {formatUSD(fee)} service fee
      </span>
    </p>
  );
}
