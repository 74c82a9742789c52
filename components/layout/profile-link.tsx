'use client';
import Link from '@/components/ui/link';
import { useSessionStore } from '@/lib/stores/session-store';
import { useHasHydrated } from '@/lib/stores/use-has-hydrated';
import { cn } from '@/lib/ui/cn';

/** The athlete's or the admin's way back to their dashboard, or Sign In when nobody is signed in; updates at once in every tab. */
const TONE = { dark: 'hover:bg-white/10', light: 'text-ink hover:bg-brand-50' } as const;

export function ProfileLink({ tone = 'dark' }: { tone?: keyof typeof TONE }) {
  const hydrated = useHasHydrated();
  const userName = useSessionStore((s) => s.userName);
  const userId = useSessionStore((s) => s.userId);
  const admin = useSessionStore((s) => s.admin);
  // Nothing until this browser's session is read, so a signed-in visitor never sees "Sign In" flash.
  if (!hydrated) return null;
  if (!userId && !admin) {
    return (
      <Link href="/user/dashboard/" className={cn('rounded-md px-3 py-2 font-medium whitespace-nowrap', TONE[tone])}>
        Sign In
      </Link>
    );
  }
  const href = userId ? '/user/dashboard/' : '/admin/dashboard/';
  const label = userId ? `Profile${userName ? ` (${userName})` : ''}` : 'Admin';
  return (
    <Link href={href} className={cn('rounded-md px-3 py-2 font-medium', TONE[tone])}>
      {label}
    </Link>
  );
}
