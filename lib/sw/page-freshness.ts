import { SW_MESSAGES } from './cache-rules';

/**
 * Which pages this tab holds as a saved copy from the service worker's cache (no connection, or none
 * within 5 s), by path, with the time the copy was saved. A page shown from such a copy says so
 * (CachedPageBanner) and cannot start a payment until it is refreshed (FreshPageOnly,
 * useCachedCopy), since its prices and availability may be old.
 */
const savedCopies = new Map<string, string>();
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

export function subscribeCachedCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Record where a page came from: `cachedAt` (ISO) for a saved copy, null for a fresh one. */
export function recordPageSource(path: string, cachedAt: string | null): void {
  const before = savedCopies.get(path) ?? null;
  if (before === cachedAt) return;
  if (cachedAt) savedCopies.set(path, cachedAt);
  else savedCopies.delete(path);
  emit();
}

/** When the page at `path` (as location.pathname reads) was saved, if this tab shows a saved copy of it. */
export function cachedCopyOf(path: string): string | null {
  return savedCopies.get(path) ?? null;
}

/** The saved-copy time of the page this tab shows now, or null when it is fresh. */
export function currentCachedCopy(): string | null {
  return typeof window === 'undefined' ? null : cachedCopyOf(window.location.pathname);
}

/** For tests. */
export function resetCachedCopies(): void {
  savedCopies.clear();
  emit();
}

interface SourceMessage {
  type: string;
  path?: string;
  cachedAt: string | null;
}

const isSourceMessage = (data: unknown): data is SourceMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as SourceMessage).type === SW_MESSAGES.pageSource &&
  ((data as SourceMessage).cachedAt === null || typeof (data as SourceMessage).cachedAt === 'string');

/**
 * Ask the controlling worker whether this document came from its cache, and follow what it says about
 * the pages this tab loads later (client-side navigation). Returns a function that stops listening.
 */
export function followPageSources(container: ServiceWorkerContainer = navigator.serviceWorker): () => void {
  const documentPath = window.location.pathname;
  const onMessage = (event: MessageEvent) => {
    if (!isSourceMessage(event.data) || !event.data.path) return;
    // Fresh data fetched for the page on screen (a prefetch) does not make its saved document fresh:
    // only a reload does.
    if (event.data.cachedAt === null && event.data.path === documentPath && cachedCopyOf(documentPath)) return;
    recordPageSource(event.data.path, event.data.cachedAt);
  };
  container.addEventListener('message', onMessage);
  const controller = container.controller;
  if (controller) {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      if (isSourceMessage(event.data)) recordPageSource(documentPath, event.data.cachedAt);
      channel.port1.close();
    };
    controller.postMessage({ type: SW_MESSAGES.askPageSource }, [channel.port2]);
  }
  return () => container.removeEventListener('message', onMessage);
}
