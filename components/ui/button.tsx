import { cva, type VariantProps } from 'class-variance-authority';
import Link from '@/components/ui/link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-700 text-white hover:bg-accent-600',
        outline: 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
        ghost: 'text-brand-800 hover:bg-brand-50',
        light: 'bg-white text-brand-900 hover:bg-brand-50',
        /** Outline on a dark hero. */
        outlineLight: 'border-2 border-white bg-transparent text-white hover:bg-white/10',
        danger: 'text-red-800 hover:bg-red-50',
      },
      size: {
        sm: 'px-4 py-2 text-sm',
        md: 'px-5 py-2.5 text-sm sm:text-base',
        lg: 'px-7 py-3 text-base sm:text-lg',
        /** A square 44px button holding one symbol (with an aria-label). */
        icon: 'w-11 py-2 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
