import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { getUpcomingContests } from '@/lib/content/contests';
import { getSportLinks } from '@/lib/content/sports';
import { categoryLabel, categoryOptions } from '@/lib/contests/filter';
import { PageHeader } from '@/components/ui/page-header';
import { ContestsBrowser } from '@/components/contests/contests-browser';
import { HowToEnter } from '@/components/contests/contest-sections';
import { LiveBanner } from '@/components/live/live-banner';
import { getLiveData } from '@/lib/content/live';

export const metadata: Metadata = pageMetadata({
  title: 'Upcoming Events',
  description: 'Upcoming contests with cash prizes: search by sport, see entry fees and dates, and enter.',
  path: '/upcoming-contests/',
  section: 'contests',
});

export default function UpcomingContestsPage() {
  const sports = getSportLinks();
  const contests = getUpcomingContests().map((c) => ({ ...c, categoryLabel: categoryLabel(c.category, sports) }));
  return (
    <>
      <PageHeader eyebrow="Contests" title="Upcoming Events" intro="Enter live contests with cash prizes in your sport. Entry fees from $49 to $99." />
      <div className="container-page flex flex-col gap-12 py-10">
        <LiveBanner endsAt={Date.parse(getLiveData().contest.endsAt)} />
        <ContestsBrowser contests={contests} categories={categoryOptions(contests, sports)} />
        <HowToEnter />
      </div>
    </>
  );
}
