import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

export const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase', {
  variants: {
    tone: {
      brand: 'bg-brand-100 text-brand-900',
      accent: 'bg-pink-100 text-accent-700',
      success: 'bg-emerald-100 text-emerald-900',
      warning: 'bg-amber-100 text-amber-900',
      danger: 'bg-red-100 text-red-800',
      neutral: 'bg-slate-100 text-slate-800',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
