'use client';
import Link from '@/components/ui/link';
import { useSessionStore } from '@/lib/stores/session-store';
import { cn } from '@/lib/ui/cn';

/** Shown only while an athlete or the admin is signed in; updates at once in every tab. */
const TONE = { dark: 'hover:bg-white/10', light: 'text-ink hover:bg-brand-50' } as const;

export function ProfileLink({ tone = 'dark' }: { tone?: keyof typeof TONE }) {
  const userName = useSessionStore((s) => s.userName);
  const userId = useSessionStore((s) => s.userId);
  const admin = useSessionStore((s) => s.admin);
  if (!userId && !admin) return null;
  const href = userId ? '/user/dashboard/' : '/admin/dashboard/';
  const label = userId ? `Profile${userName ? ` (${userName})` : ''}` : 'Admin';
  return (
    <Link href={href} className={cn('rounded-md px-3 py-2 font-medium', TONE[tone])}>
      {label}
    </Link>
  );
}
