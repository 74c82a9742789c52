import 'server-only';
import { namedIn, namedRecordsOf, type Named } from '@/lib/athletes/mentions';
import { athleteIndex } from './athletes';
import { derivedContent } from './read';
import { getTeams } from './teams';

/** The athletes and teams some texts name in full (an article, a sport's highlights): their pages link each mention. */
export function getMentions(texts: readonly string[]): Named[] {
  const named = derivedContent('namedRecords', () => namedRecordsOf([...athleteIndex().values()], getTeams()));
  return namedIn(texts, named);
}
