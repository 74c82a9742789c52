import fs from 'node:fs';
import path from 'node:path';
import { persistedStores } from '@/lib/stores/persist';
import { LIVE_VOTE_BOARDS, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEY_PREFIXES } from '@/lib/stores/storage-keys';
import { VOTE_KEY_PREFIX } from '@/lib/live/vote-storage';

const root = path.join(__dirname, '../../..');
const storeFiles = fs.readdirSync(path.join(root, 'lib/stores')).filter((f) => f.endsWith('-store.ts'));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('the list of storage keys', () => {
  it('names exactly the keys of the persisted stores, every store once', async () => {
    for (const file of storeFiles) await import(`@/lib/stores/${file.replace(/\.ts$/, '')}`);
    const registered = persistedStores().map((s) => s.name);
    expect(storeFiles.length).toBeGreaterThan(0);
    expect([...registered].sort()).toEqual(Object.values(LOCAL_STORAGE_KEYS).sort());
  });

  it('is where every store takes its key from (no key written out in a store)', () => {
    for (const file of storeFiles) {
      const text = fs.readFileSync(path.join(root, 'lib/stores', file), 'utf8');
      expect({ file, literalKey: /'wal-[a-z-]+'/.test(text) }).toEqual({ file, literalKey: false });
      expect({ file, usesList: /_STORE_KEY = LOCAL_STORAGE_KEYS\.\w+;/.test(text) }).toEqual({ file, usesList: true });
    }
  });

  it('gives the live vote its sessionStorage prefix and names every board that votes', () => {
    expect(VOTE_KEY_PREFIX).toBe(SESSION_STORAGE_KEY_PREFIXES.liveVote);
    const boards = sourceFiles('components').flatMap((f) =>
      [...fs.readFileSync(path.join(root, f), 'utf8').matchAll(/useLiveSession\('([^']+)'/g)].map((m) => m[1]),
    );
    expect(boards.length).toBeGreaterThan(0);
    expect([...new Set(boards)].sort()).toEqual([...LIVE_VOTE_BOARDS].sort());
  });

  it('leaves storage access to the safe wrappers (no other code reads or writes storage)', () => {
    const offenders = [...sourceFiles('app'), ...sourceFiles('components'), ...sourceFiles('lib')]
      .filter((f) => !f.endsWith(path.join('lib', 'stores', 'safe-storage.ts')))
      .filter((f) =>
        /(localStorage|sessionStorage)\s*(\.|\?\.|\[)\s*(getItem|setItem|removeItem|clear|key)\b/.test(fs.readFileSync(path.join(root, f), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
