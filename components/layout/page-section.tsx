import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** A section of a page named by its h2 (`id` ties them). */
export function PageSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  /** e.g. the margin under the heading. */
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={cn('text-2xl font-extrabold sm:text-3xl', headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
