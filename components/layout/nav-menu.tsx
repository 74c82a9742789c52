'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';

/**
 * A disclosure menu built on <details>: it opens and its links work without JavaScript; with it,
 * Escape closes it (focus back on the toggle), and so do a click outside and a navigation.
 */
export function NavMenu({ label, children, className, panelClassName }: { label: ReactNode; children: ReactNode; className?: string; panelClassName?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && el.open) {
        el.open = false;
        el.querySelector('summary')?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (el.open && !el.contains(e.target as Node)) el.open = false;
    };
    el.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <details ref={ref} className={cn('group relative', className)}>
      <summary className="flex min-h-11 list-none items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 font-medium hover:bg-white/10">
        {label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="transition-transform group-open:rotate-180">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className={cn('absolute left-0 top-full z-40 mt-1 rounded-xl bg-white p-2 text-ink shadow-xl ring-1 ring-black/5', panelClassName)}>{children}</div>
    </details>
  );
}
