import Link from '@/components/ui/link';
import type { EnterLink } from '@/lib/contests/enter-link';
import type { Contest } from '@/lib/schemas/contest';
import { formatDate } from '@/lib/format/en-us';
import { afterJoinPath } from '@/lib/join/query';
import { signInHref } from '@/lib/url/return-path';

const box = 'rounded-2xl p-5 ring-1';

/**
 * Why /upcoming-contests/?enter=<id> did not open an entry payment: the contest is unknown, its
 * entry has closed, or nobody is signed in. When it can be paid the dialog opens and this says nothing.
 */
export function EnterLinkNotice({ link }: { link: EnterLink<Pick<Contest, 'id' | 'title' | 'startDate'>> }) {
  if (link.kind === 'none' || link.kind === 'pay') return null;
  if (link.kind === 'unknown') {
    return (
      <p role="alert" className={`${box} bg-red-50 text-red-900 ring-red-200`}>
        The link names contest &ldquo;{link.value}&rdquo;, which we do not run, so there is nothing to pay. Choose a contest below.
      </p>
    );
  }
  if (link.kind === 'closed') {
    return (
      <p role="status" className={`${box} bg-amber-50 text-amber-950 ring-amber-200`}>
        Entry to <strong>{link.contest.title}</strong> closed when it started on {formatDate(link.contest.startDate)}, so there is nothing to pay.
      </p>
    );
  }
  return (
    <p role="status" className={`${box} bg-brand-50 text-ink ring-brand-100`}>
      To enter <strong>{link.contest.title}</strong>, sign in first:{' '}
      <Link href={signInHref(afterJoinPath(link.contest.id))} className="font-semibold text-brand-800 underline">
        sign in
      </Link>{' '}
      or{' '}
      <Link href={`/join/?contest=${link.contest.id}`} className="font-semibold text-brand-800 underline">
        join the league and enter
      </Link>
      .
    </p>
  );
}
