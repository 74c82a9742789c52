'use client';
import { reloadPage } from '@/lib/sw/reload';
import { useNow } from '@/components/ui/use-now';
import { savedAgo } from '@/lib/sw/age';
import { useCachedCopy } from './use-cached-copy';

/** Says when the page on screen is a saved copy from the offline cache, how old it is, and offers a refresh. */
export function CachedPageBanner() {
  const cachedAt = useCachedCopy();
  return (
    <div role="status" aria-live="polite">
      {cachedAt ? <SavedCopyNotice cachedAt={cachedAt} /> : null}
    </div>
  );
}

function SavedCopyNotice({ cachedAt }: { cachedAt: string }) {
  const now = useNow();
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <p>You are seeing a copy of this page saved on this device {savedAgo(cachedAt, now)}. Prices, tickets left and times may have changed.</p>
      <button type="button" className="rounded-full px-3 py-1 font-semibold underline" onClick={reloadPage}>
        Refresh
      </button>
    </div>
  );
}
