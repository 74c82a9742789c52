'use client';
import { ChipGroup } from '@/components/ui/chip-group';
import { useUrlState } from '@/components/ui/use-url-state';
import { filterAthletesBySport } from '@/lib/athletes/links';
import type { AthleteCardView } from '@/lib/athletes/view';
import { formatNumber } from '@/lib/format/en-us';
import { sportFromSearch } from '@/lib/news/articles';
import { withQueryParam } from '@/lib/url/query';
import { AthleteCard } from './athlete-card';

const ALL = 'all';

/**
 * One page of the athletes, with a filter by sport kept in the address (?sport=soccer), so a filtered
 * list can be shared. The pre-rendered page lists the page's athletes (the filter needs JavaScript).
 */
export function AthletesBrowser({
  athletes,
  paged = false,
  sports,
}: {
  athletes: AthleteCardView[];
  /** The list has more pages: the count says it covers this one. */
  paged?: boolean;
  sports: { slug: string; name: string }[];
}) {
  const [search, setSearch] = useUrlState('search');
  const asked = sportFromSearch(search);
  const sport = asked && sports.some((s) => s.slug === asked) ? asked : ALL;
  const shown = filterAthletesBySport(athletes, sport);
  const label = sports.find((s) => s.slug === sport)?.name;
  return (
    <>
      <ChipGroup
        label="Filter athletes by sport"
        chips={[{ value: ALL, label: 'All sports' }, ...sports.map((s) => ({ value: s.slug, label: s.name }))]}
        value={sport}
        onChange={(value) => setSearch(withQueryParam(search, 'sport', value === ALL ? null : value))}
      />
      <p role="status" className="mt-6 font-semibold text-slate-700">
        {formatNumber(shown.length)} {shown.length === 1 ? 'athlete' : 'athletes'}
        {label ? ` in ${label}` : ''}
        {paged ? ' on this page' : ''}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((a) => (
          <li key={a.id} data-athlete={a.id}>
            <AthleteCard athlete={a} />
          </li>
        ))}
      </ul>
    </>
  );
}
