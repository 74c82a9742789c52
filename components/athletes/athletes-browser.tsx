'use client';
import type { ReactNode } from 'react';
import { FoldedChipGroup } from '@/components/ui/folded-chip-group';
import { useUrlState } from '@/components/ui/use-url-state';
import { FilteredHits } from '@/components/search/filtered-hits';
import { useFilteredIndex } from '@/components/search/use-filtered-index';
import type { AthleteCardView } from '@/lib/athletes/view';
import type { SportChoice } from '@/lib/sports/catalog';
import { formatNumber } from '@/lib/format/en-us';
import { sportFromSearch } from '@/lib/news/articles';
import { PAGE_SIZE } from '@/lib/paging/paging';
import { withQueryParam } from '@/lib/url/query';
import { AthleteCard } from './athlete-card';

const ALL = 'all';

const chipsOf = (sports: SportChoice[]) => sports.map((s) => ({ value: s.slug, label: s.name }));

/**
 * One page of the athletes and its pager, with a filter by sport kept in the address (?sport=soccer),
 * so a filtered list can be shared. A chosen sport is answered by the search index (every athlete of
 * the sport, not only this page's); without JavaScript the chips are hidden and a note says so.
 */
export function AthletesBrowser({
  athletes,
  paged = false,
  sports,
  pager,
}: {
  athletes: AthleteCardView[];
  /** The list has more pages: the count says it covers this one. */
  paged?: boolean;
  /** The sports with athletes: the featured ones as chips, the rest under More sports. */
  sports: { featured: SportChoice[]; more: SportChoice[] };
  /** The list's pager, shown with the page's athletes (not with a filtered view). */
  pager?: ReactNode;
}) {
  const [search, setSearch] = useUrlState('search');
  const asked = sportFromSearch(search);
  const offered = [...sports.featured, ...sports.more];
  const sport = asked && offered.some((s) => s.slug === asked) ? asked : ALL;
  const label = offered.find((s) => s.slug === sport)?.name;
  const filtered = useFilteredIndex(sport === ALL ? null : { kind: 'Athlete', sport }, PAGE_SIZE['/athletes/']);
  return (
    <>
      <noscript>
        <p className="text-slate-700">Filtering athletes by sport needs JavaScript. Every athlete is listed below{paged ? ', a page at a time' : ''}.</p>
      </noscript>
      <div className="js-only">
        <FoldedChipGroup
          label="Filter athletes by sport"
          chips={[{ value: ALL, label: 'All sports' }, ...chipsOf(sports.featured)]}
          more={chipsOf(sports.more)}
          moreLabel="More sports"
          value={sport}
          onChange={(value) => setSearch(withQueryParam(search, 'sport', value === ALL ? null : value))}
        />
      </div>
      {sport === ALL ? (
        <>
          <p role="status" className="mt-6 font-semibold text-slate-700">
            {formatNumber(athletes.length)} {athletes.length === 1 ? 'athlete' : 'athletes'}
            {paged ? ' on this page' : ''}
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {athletes.map((a) => (
              <li key={a.id} data-athlete={a.id}>
                <AthleteCard athlete={a} />
              </li>
            ))}
          </ul>
          {pager ? <div className="mt-10">{pager}</div> : null}
        </>
      ) : (
        <div className="mt-6">
          <FilteredHits state={filtered} noun={['athlete', 'athletes']} label={`in ${label}`} />
        </div>
      )}
    </>
  );
}
