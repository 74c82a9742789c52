import fs from 'node:fs';
import path from 'node:path';
import { persistedStores } from '@/lib/stores/registry';
import { LIVE_VOTE_BOARDS, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEY_PREFIXES } from '@/lib/stores/storage-keys';
import { VOTE_KEY_PREFIX } from '@/lib/live/vote-storage';
import { importEveryStore } from '../../fixtures/persisted-stores';

// That stores take their key from this list is the factory's type (createPersistedStore takes a name
// of LOCAL_STORAGE_KEYS, never a key); that only lib/stores/safe-storage.ts touches localStorage and
// sessionStorage is a lint rule (eslint.config.mjs).

const root = path.join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('the list of storage keys', () => {
  it('names exactly the keys of the persisted stores, every store once', async () => {
    const stores = await importEveryStore();
    const registered = persistedStores().map((s) => s.name);
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.map((s) => s.persist.getOptions().name).sort()).toEqual([...registered].sort());
    expect([...registered].sort()).toEqual(Object.values(LOCAL_STORAGE_KEYS).sort());
  });

  it('gives the live vote its sessionStorage prefix and names every board that votes', () => {
    expect(VOTE_KEY_PREFIX).toBe(SESSION_STORAGE_KEY_PREFIXES.liveVote);
    const boards = sourceFiles('components').flatMap((f) =>
      [...fs.readFileSync(path.join(root, f), 'utf8').matchAll(/useLiveSession\('([^']+)'/g)].map((m) => m[1]),
    );
    expect(boards.length).toBeGreaterThan(0);
    expect([...new Set(boards)].sort()).toEqual([...LIVE_VOTE_BOARDS].sort());
  });
});
