import { act } from '@testing-library/react';
import { persistedStores } from '@/lib/stores/registry';
import { useSessionStore } from '@/lib/stores/session-store';
import { importEveryStore, writeStored } from '../../fixtures/persisted-stores';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ userId: null, userName: null, admin: false });
});

describe('stored state merges only the keys a store owns', () => {
  it('"signOut": 0 in the stored session does not break sign-out', async () => {
    writeStored('session', { userId: 'u1', userName: 'Maya', admin: false, signOut: 0, adminSignIn: 'x' });
    await act(async () => useSessionStore.persist.rehydrate());
    expect(useSessionStore.getState()).toMatchObject({ userId: 'u1', userName: 'Maya' });
    expect(typeof useSessionStore.getState().signOut).toBe('function');
    expect(typeof useSessionStore.getState().adminSignIn).toBe('function');
    act(() => useSessionStore.getState().signOut());
    expect(useSessionStore.getState().userId).toBeNull();
  });

  it('in every persisted store, a stored value naming each action keeps every action a function', async () => {
    const stores = await importEveryStore();
    expect(stores.length).toBe(persistedStores().length);
    for (const store of stores) {
      const { name, partialize } = store.persist.getOptions();
      const state = store.getState();
      const actions = Object.keys(state).filter((k) => typeof state[k] === 'function');
      const poisoned = { ...(partialize ? partialize(state) : {}), ...Object.fromEntries(actions.map((a) => [a, 0])) };
      localStorage.setItem(name!, JSON.stringify({ state: poisoned, version: 1 }));
      await act(async () => store.persist.rehydrate());
      for (const a of actions) expect([name, a, typeof store.getState()[a]]).toEqual([name, a, 'function']);
    }
  });
});
