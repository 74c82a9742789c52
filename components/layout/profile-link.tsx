'use client';
import Link from 'next/link';
import { useSessionStore } from '@/lib/stores/session-store';
import { cn } from '@/lib/utils';

/** Shown only while an athlete or the admin is signed in; updates at once in every tab. */
export function ProfileLink({ className }: { className?: string }) {
  const userName = useSessionStore((s) => s.userName);
  const userId = useSessionStore((s) => s.userId);
  const admin = useSessionStore((s) => s.admin);
  if (!userId && !admin) return null;
  const href = userId ? '/user/dashboard/' : '/admin/dashboard/';
  const label = userId ? `Profile${userName ? ` (${userName})` : ''}` : 'Admin';
  return (
    <Link href={href} className={cn('rounded-md px-3 py-2 font-medium hover:bg-white/10', className)}>
      {label}
    </Link>
  );
}
