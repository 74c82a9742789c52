import { liveSchema, type Competitor, type LiveData } from '@/lib/schemas/live';
import { readContent } from './read';
import { getAthletesById } from './athlete-pages';

const LABEL = 'data/live.json';

/**
 * data/live.json: contestants, live-event competitors, chat pool, how to compete, rules, judging.
 * Every contestant and competitor is a league athlete named by id (checked, naming file and field);
 * her name and sport are her record's.
 */
export function getLiveData(): LiveData {
  const live = readContent('live.json', liveSchema);
  const resolve = (field: string, entries: typeof live.contest.contestants): Competitor[] => {
    const athletes = getAthletesById(LABEL, field, entries.map((e) => e.id));
    return entries.map((e, i) => ({ ...e, name: athletes[i].name, sport: athletes[i].sportName }));
  };
  return {
    ...live,
    contest: { ...live.contest, contestants: resolve('contest.contestants', live.contest.contestants) },
    event: { ...live.event, competitors: resolve('event.competitors', live.event.competitors) },
  };
}
