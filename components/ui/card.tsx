import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

const PADDING = { md: 'p-5', lg: 'p-6' } as const;

export function Card({ className, padding = 'md', ...props }: ComponentProps<'div'> & { padding?: keyof typeof PADDING }) {
  return <div className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', PADDING[padding], className)} {...props} />;
}
