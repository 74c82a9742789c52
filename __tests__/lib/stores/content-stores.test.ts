import { act } from '@testing-library/react';
import { useLikesStore } from '@/lib/stores/likes-store';
import { useTermsStore } from '@/lib/stores/terms-store';
import { hydrateAll } from '@/lib/stores/hydration';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { writeStored, readStored } from '../../fixtures/persisted-stores';

beforeEach(() => {
  localStorage.clear();
  useLikesStore.setState({ liked: [] });
  useTermsStore.setState({ acceptedAt: null });
});

describe('likes store', () => {
  it('toggles a like on and off and persists it', () => {
    act(() => useLikesStore.getState().toggle('winner:2'));
    expect(useLikesStore.getState().liked).toEqual(['winner:2']);
    expect(readStored('likes').liked).toEqual(['winner:2']);
    act(() => useLikesStore.getState().toggle('winner:2'));
    expect(useLikesStore.getState().liked).toEqual([]);
  });

  it('reads stored likes back and ignores a stored value of the wrong shape', async () => {
    writeStored('likes', { liked: ['winner:5'] });
    await act(() => hydrateAll());
    expect(useLikesStore.getState().liked).toEqual(['winner:5']);
    useLikesStore.setState({ liked: [] });
    writeStored('likes', { liked: 'winner:5' });
    await act(() => hydrateAll());
    expect(useLikesStore.getState().liked).toEqual([]);
  });
});

describe('terms store', () => {
  it('records the acceptance time and reads it back', async () => {
    act(() => useTermsStore.getState().accept(new Date('2026-11-21T12:00:00.000Z')));
    expect(useTermsStore.getState().acceptedAt).toBe('2026-11-21T12:00:00.000Z');
    const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.terms)!;
    useTermsStore.setState({ acceptedAt: null });
    localStorage.setItem(LOCAL_STORAGE_KEYS.terms, stored);
    await act(() => hydrateAll());
    expect(useTermsStore.getState().acceptedAt).toBe('2026-11-21T12:00:00.000Z');
  });

  it('ignores a stored time that is not an ISO date-time', async () => {
    writeStored('terms', { acceptedAt: 'yesterday' });
    await act(() => hydrateAll());
    expect(useTermsStore.getState().acceptedAt).toBeNull();
  });
});
