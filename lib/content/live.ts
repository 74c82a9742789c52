import { liveSchema, type LiveData } from '@/lib/schemas/live';
import { readContent } from './read';

/** data/live.json: contestants, live-event competitors, chat pool, how to compete, rules, judging. */
export function getLiveData(): LiveData {
  return readContent('live.json', liveSchema);
}
