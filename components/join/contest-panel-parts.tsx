import Link from '@/components/ui/link';

/** Parts the join page's contest panel and the named contest's views (loaded later) both show. */
export const upcomingLink = (
  <Link href="/upcoming-contests/" className="font-semibold text-brand-800 underline">
    Upcoming Events
  </Link>
);

/** While the named contest's details are on their way. */
export function ContestLoading() {
  return (
    <>
      <h2 id="join-contest-title" className="text-xl font-extrabold text-ink">
        Your contest
      </h2>
      <p role="status" className="mt-2 text-slate-800">
        Loading the contest&rsquo;s details…
      </p>
    </>
  );
}
