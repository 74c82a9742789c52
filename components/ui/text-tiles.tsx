import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** A grid of short titled texts (perks, benefits, how it works); `children`: more tiles after them. */
export function TextTiles({
  items,
  className,
  tileClassName = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200',
  titleClassName,
  textClassName = 'text-slate-700',
  children,
}: {
  items: readonly { title: string; text: string }[];
  /** The grid's gap and columns. */
  className: string;
  tileClassName?: string;
  titleClassName?: string;
  textClassName?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={cn('grid', className)}>
      {items.map((i) => (
        <li key={i.title} className={tileClassName}>
          <h3 className={cn('text-lg font-bold', titleClassName)}>{i.title}</h3>
          <p className={cn('mt-2', textClassName)}>{i.text}</p>
        </li>
      ))}
      {children}
    </ul>
  );
}
