'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/ui/cn';
import { Chevron } from '@/components/ui/chevron';

/**
 * A disclosure menu built on <details>: it opens and its links work without JavaScript; with it,
 * Escape closes it (focus back on the toggle), and so do a click outside, focus moving out of it (a
 * keyboard user tabbing on is never left under an open panel) and a navigation.
 */
const PLACEMENT = {
  /** A panel under its toggle (desktop). */
  dropdown: { details: 'relative', panel: 'absolute left-0 top-full' },
  /** A sheet across the screen under the header (the mobile menu). */
  sheet: { details: 'static', panel: 'fixed inset-x-2 top-16 max-h-[calc(100vh-5rem)] overflow-y-auto' },
} as const;

export function NavMenu({ label, children, placement = 'dropdown' }: { label: ReactNode; children: ReactNode; placement?: keyof typeof PLACEMENT }) {
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
    const onFocusOut = (e: FocusEvent) => {
      if (el.open && e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) el.open = false;
    };
    el.addEventListener('keydown', onKey);
    el.addEventListener('focusout', onFocusOut);
    document.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <details ref={ref} className={cn('group', PLACEMENT[placement].details)}>
      <summary className="flex min-h-11 list-none items-center gap-1 rounded-md px-3 py-2 font-medium whitespace-nowrap hover:bg-white/10">
        {label}
        <Chevron />
      </summary>
      <div className={cn('z-40 mt-1 rounded-xl bg-white p-2 text-ink shadow-xl ring-1 ring-black/5', PLACEMENT[placement].panel)}>{children}</div>
    </details>
  );
}
