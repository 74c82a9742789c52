import Link from '@/components/ui/link';
import { feedPath } from '@/lib/schedule/feed-urls';
import { assetPath } from '@/lib/url/paths';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4';

/** Where every event of a sport is, under a capped list of them: its calendar feed and the league schedule. */
export function SportEventsMore({ sport }: { sport: { slug: string; name: string } }) {
  return (
    <>
      Every {sport.name.toLowerCase()} event is in the{' '}
      <a href={assetPath(feedPath(sport.slug))} download className={linkClass}>
        {sport.name} calendar (.ics)
      </a>{' '}
      and the{' '}
      <Link href="/schedule/" className={linkClass}>
        league schedule
      </Link>
      .
    </>
  );
}
