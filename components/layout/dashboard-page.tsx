import type { ComponentType } from 'react';
import type { LeagueSamples } from '@/lib/admin/sample-data';
import type { SportChoice } from '@/lib/sports/catalog';
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
  /** The featured sports (the profile's quick choices); other names come from /sports.json when shown. */
  sports: SportChoice[];
  samples: LeagueSamples;
  view: ComponentType<{ sports: SportChoice[]; samples: LeagueSamples }>;
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
