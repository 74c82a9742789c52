import type { FaqItem } from '@/lib/schemas/faq';
import { matchesQuery, normalizeQuery } from '@/lib/search/text';

/** Help Center search: question, answer or topic, plain text. */
export function filterFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const q = normalizeQuery(query);
  return items.filter((i) => matchesQuery(q, [i.question, i.topic, ...i.answer]));
}
