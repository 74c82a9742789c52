/**
 * The admin's GitHub token: kept in this tab's sessionStorage only (gone when the tab closes), never
 * in localStorage and never in the build.
 */
import { safeSessionStorage } from '@/lib/stores/safe-storage';
import { SESSION_STORAGE_KEYS } from '@/lib/stores/storage-keys';

export type TokenStorage = Pick<typeof safeSessionStorage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY = SESSION_STORAGE_KEYS.githubToken;

export function readToken(storage: TokenStorage = safeSessionStorage): string {
  return storage.getItem(KEY) ?? '';
}

/** Keeps the token for this tab's session; an empty one is forgotten. */
export function saveToken(token: string, storage: TokenStorage = safeSessionStorage): void {
  const trimmed = token.trim();
  if (trimmed) storage.setItem(KEY, trimmed);
  else storage.removeItem(KEY);
}

export function forgetToken(storage: TokenStorage = safeSessionStorage): void {
  storage.removeItem(KEY);
}
