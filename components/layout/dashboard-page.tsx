import type { ReactNode } from 'react';
import { getSamples } from '@/lib/content/samples';
import { RouteHeader } from './route-header';

/**
 * A dashboard page (athlete or admin): the view this browser gets (sign-in or dashboard) loads in
 * the browser, so room is kept for it and a note says so without JavaScript.
 */
export function DashboardPage({ path, noscript, children }: { path: '/admin/dashboard/' | '/user/dashboard/'; noscript: string; children: ReactNode }) {
  // The consoles and the demo dashboard read data/samples.json and data/athletes.json in the browser: check them at build.
  getSamples();
  return (
    <>
      <RouteHeader path={path} />
      <div className="container-page min-h-[75vh] py-10">
        <noscript>
          <p className="mb-6 rounded-xl bg-amber-100 p-4 text-amber-950">{noscript}</p>
        </noscript>
        {children}
      </div>
    </>
  );
}
