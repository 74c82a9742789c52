// Every sport's name, fetched from /sports.json when a part of the page needs it (a sport picker opens,
// a dashboard names a sport the page did not carry): once per page, kept in memory. A failed fetch is
// said once and can be retried; nothing is stored in the browser (the next page fetches it again,
// usually from the HTTP cache).
import { create } from 'zustand';
import { assetPath } from '@/lib/url/paths';
import { SPORTS_FILE, type SportChoice } from './catalog';

export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface CatalogState {
  status: CatalogStatus;
  /** Every sport, once the file arrived. */
  sports: SportChoice[] | null;
  /** Fetches the file unless it is here or on its way; after a failure, fetches again. */
  load: () => Promise<void>;
}

/** Makes the store; tests give their own fetch. */
export function createSportCatalogStore(fetchImpl: () => typeof fetch = () => globalThis.fetch) {
  return create<CatalogState>()((set, get) => {
    let pending: Promise<void> | null = null;
    return {
      status: 'idle',
      sports: null,
      load: () => {
        if (get().status === 'ready') return Promise.resolve();
        pending ??= (async () => {
          set({ status: 'loading' });
          try {
            const response = await fetchImpl()(assetPath(SPORTS_FILE));
            if (!response.ok) throw new Error(`${SPORTS_FILE}: HTTP ${response.status}`);
            // The reader of the file comes with it, not with the page.
            const [{ parseSportCatalog }, json] = await Promise.all([import('./catalog-file'), response.json()]);
            const sports = parseSportCatalog(json);
            if (!sports) throw new Error(`${SPORTS_FILE}: not the list of sports`);
            set({ status: 'ready', sports });
          } catch {
            set({ status: 'failed' });
          } finally {
            pending = null;
          }
        })();
        return pending;
      },
    };
  });
}

/** The page's one catalog. */
export const useSportCatalog = createSportCatalogStore();
