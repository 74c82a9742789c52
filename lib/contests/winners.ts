import { matchesQuery, normalizeQuery, sameCategory } from '@/lib/search/text';

/** Winners search the event or the winner's name; the category filter is case-insensitive. */
export function filterWinners<W extends { eventName: string; winnerName: string; category: string }>(
  winners: readonly W[],
  query: string,
  category: string,
): W[] {
  const q = normalizeQuery(query);
  return winners.filter((w) => sameCategory(category, w.category) && matchesQuery(q, [w.eventName, w.winnerName]));
}

/** Likes shown on a card: the published count plus this browser's like. */
export function likeCount(base: number, liked: boolean): number {
  return base + (liked ? 1 : 0);
}
