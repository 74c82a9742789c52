import 'server-only';
import { athleteHref } from '@/lib/athletes/links';
import type { Competitor, LiveData } from '@/lib/schemas/live';
import { collectionLabel, collections, keysWhere } from './collections';
import { readCollectionFile } from './read';
import { getAthletes } from './athlete-pages';
import { athleteIndex } from './athletes';
import { assertRef } from './refs';
import { assertLiveContestants } from './rule-refs';
import { getSportLinks } from './sports';

const LABEL = collectionLabel(collections.live);

/**
 * data/live.json: contestants, live-event competitors, chat pool, how to compete, rules, judging.
 * Every contestant and competitor is a league athlete named by id (checked, naming file and field);
 * her name and sport are her record's. The live contest's contestants play its `sport` (its display
 * name, "Track and Field"); the live competition is open to athletes of every sport.
 */
export function getLiveData(): LiveData {
  const live = readCollectionFile(collections.live);
  const index = athleteIndex();
  // The live contest is one sport's (its contestants play it); the live competition is open to every sport.
  assertLiveContestants(LABEL, live.contest, index, new Map(getSportLinks().map((s) => [s.slug, s.name])));
  const ids = new Set(index.keys());
  const athletes = new Map(getAthletes().map((a) => [a.id, a]));
  const resolve = (field: string, entries: typeof live.contest.contestants): Competitor[] =>
    entries.map((e, i) => {
      assertRef(LABEL, `${field}.${i}.id`, e.id, ids, collections.athletes.singular, keysWhere(collections.athletes));
      const a = athletes.get(e.id)!;
      return { ...e, name: a.name, sport: a.sportName, href: athleteHref(a.id) };
    });
  const contestants = resolve('contest.contestants', live.contest.contestants);
  return {
    ...live,
    contest: { ...live.contest, contestants },
    event: { ...live.event, competitors: resolve('event.competitors', live.event.competitors) },
  };
}
