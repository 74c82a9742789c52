import type { ScheduleEntry } from '@/lib/schedule/entries';
import type { SportLink } from '@/lib/schemas/sport';
import { RouteHeader } from '@/components/layout/route-header';
import { ScheduleBrowser } from './schedule-browser';

/** /schedule/: the banner, then the sport filter, the feeds and every entry by month. */
export function SchedulePage({ entries, sports }: { entries: ScheduleEntry[]; sports: SportLink[] }) {
  return (
    <>
      <RouteHeader path="/schedule/" />
      <div className="container-page py-10">
        <ScheduleBrowser entries={entries} sports={sports.map(({ slug, name }) => ({ slug, name }))} />
      </div>
    </>
  );
}
