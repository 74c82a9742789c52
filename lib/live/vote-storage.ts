import { isSlug } from '@/lib/stores/checks';
import { safeSessionStorage } from '@/lib/stores/safe-storage';
import { SESSION_STORAGE_KEY_PREFIXES } from '@/lib/stores/storage-keys';

/** One vote per browser session: the voted competitor id, kept in sessionStorage. */
export type SessionStore = Pick<typeof safeSessionStorage, 'getItem' | 'setItem'>;

export const VOTE_KEY_PREFIX = SESSION_STORAGE_KEY_PREFIXES.liveVote;

export function readVote(board: string, storage: SessionStore = safeSessionStorage): string | null {
  const raw = storage.getItem(VOTE_KEY_PREFIX + board);
  return isSlug(raw) ? raw : null;
}

export function saveVote(board: string, competitorId: string, storage: SessionStore = safeSessionStorage): void {
  storage.setItem(VOTE_KEY_PREFIX + board, competitorId);
}
