import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { UserDashboard } from '@/components/dashboard/user-dashboard';
import { getSportLinks } from '@/lib/content/sports';
import { getSamples } from '@/lib/content/samples';

export const metadata: Metadata = pageMetadata({
  title: 'Athlete Dashboard',
  description: 'The athlete dashboard: analytics, earnings, tickets, profile, events and settings.',
  path: '/user/dashboard/',
  section: 'join',
  noindex: true,
});

export default function UserDashboardPage() {
  // The console and the demo dashboard read data/samples.json and data/athletes.json in the browser: check them at build.
  getSamples();
  return (
    <>
      <PageHeader eyebrow="Your account" title="Athlete Dashboard" intro="Your earnings, events, tickets and profile, kept in this browser." />
      {/* Room for the view this browser gets (sign-in or dashboard), so the footer does not jump when it loads. */}
      <div className="container-page min-h-[75vh] py-10">
        <noscript>
          <p className="mb-6 rounded-xl bg-amber-100 p-4 text-amber-950">
            The dashboard reads your account from this browser and needs JavaScript, which is turned off.
          </p>
        </noscript>
        <UserDashboard sports={getSportLinks()} />
      </div>
    </>
  );
}
