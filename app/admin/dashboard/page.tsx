import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { AdminDashboard } from '@/components/admin/admin-dashboard';
import { getSportLinks } from '@/lib/content/sports';
import { getSamples } from '@/lib/content/samples';

export const metadata: Metadata = pageMetadata({
  title: 'Admin Dashboard',
  description: 'The league admin dashboard: events, athletes and analytics.',
  path: '/admin/dashboard/',
  section: 'info',
  noindex: true,
});

export default function AdminDashboardPage() {
  // The console and the demo dashboard read data/samples.json and data/athletes.json in the browser: check them at build.
  getSamples();
  return (
    <>
      <PageHeader eyebrow="Administration" title="Admin Dashboard" intro="Manage events, review athlete applications and process payouts." />
      {/* Room for the view this browser gets (sign-in or dashboard), so the footer does not jump when it loads. */}
      <div className="container-page min-h-[75vh] py-10">
        <noscript>
          <p className="mb-6 rounded-xl bg-amber-100 p-4 text-amber-950">The admin dashboard works in the browser and needs JavaScript, which is turned off.</p>
        </noscript>
        <AdminDashboard sports={getSportLinks()} />
      </div>
    </>
  );
}
