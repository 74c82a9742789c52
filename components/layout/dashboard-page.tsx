import type { ComponentType } from 'react';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import type { SportLink } from '@/lib/schemas/sport';
import { RouteHeader } from './route-header';

/** What each dashboard says without JavaScript. */
const NOSCRIPT = {
  '/admin/dashboard/': 'The admin dashboard works in the browser and needs JavaScript, which is turned off.',
  '/user/dashboard/': 'The dashboard reads your account from this browser and needs JavaScript, which is turned off.',
} as const;

/**
 * A dashboard page (athlete or admin): the view this browser gets (sign-in or dashboard) loads in
 * the browser, so room is kept for it and a note says so without JavaScript.
 */
export function DashboardPage({
  path,
  sports,
  samples,
  view: View,
}: {
  path: keyof typeof NOSCRIPT;
  sports: SportLink[];
  samples: LeagueSamples;
  view: ComponentType<{ sports: SportLink[]; samples: LeagueSamples }>;
}) {
  return (
    <>
      <RouteHeader path={path} />
      <div className="container-page min-h-[75vh] py-10">
        <noscript>
          <p className="mb-6 rounded-xl bg-amber-100 p-4 text-amber-950">{NOSCRIPT[path]}</p>
        </noscript>
        <View sports={sports} samples={samples} />
      </div>
    </>
  );
}
