'use client';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Product } from '@/lib/schemas/product';
import { sanitizeFilters, type ShopFilters } from '@/lib/shop/filters';
import { filtersFromQuery, filtersToQuery } from '@/lib/shop/url-state';

const URL_CHANGE = 'wal:shop-query';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_CHANGE, onChange);
  };
}

/**
 * The shop's filters live in the URL query, so a filtered view can be shared and survives reload.
 * The pre-rendered page (server snapshot) has no query: every product. The client reads the real
 * query right after hydration.
 */
export function useUrlFilters(products: readonly Product[]): [ShopFilters, (next: ShopFilters) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const filters = useMemo(() => sanitizeFilters(products, filtersFromQuery(search)), [products, search]);
  const setFilters = useCallback((next: ShopFilters) => {
    const url = `${window.location.pathname}${filtersToQuery(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(URL_CHANGE));
  }, []);
  return [filters, setFilters];
}
