import type { AthleteCardView } from '@/lib/athletes/view';
import { RouteHeader } from '@/components/layout/route-header';
import { AthletesBrowser } from './athletes-browser';

/** /athletes/: every athlete, with a filter by sport for the sports that have athletes. */
export function AthletesIndex({ athletes, sports }: { athletes: AthleteCardView[]; sports: { slug: string; name: string }[] }) {
  const played = new Set(athletes.map((a) => a.sport));
  return (
    <>
      <RouteHeader path="/athletes/" />
      <div className="container-page py-10">
        <AthletesBrowser athletes={athletes} sports={sports.filter((s) => played.has(s.slug)).map(({ slug, name }) => ({ slug, name }))} />
      </div>
    </>
  );
}
