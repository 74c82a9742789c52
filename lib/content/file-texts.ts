import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { collections, type Collection } from './collections';
import { dataDir } from './read';

/** A collection's files as they are in data/, by repository path (`data/sports/golf.json`), in file-name order. */
export function collectionFileTexts(c: Collection): Record<string, string> {
  const root = dataDir();
  const rel =
    c.source.shape === 'folder'
      ? fs
          .readdirSync(path.join(root, c.source.dir))
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => `${(c.source as { dir: string }).dir}/${f}`)
      : [c.source.file];
  return Object.fromEntries(rel.map((r) => [`data/${r}`, fs.readFileSync(path.join(root, r), 'utf8')]));
}

/**
 * The text of every data file of the collections table, as the build read it: the base the admin
 * console's drafts apply to and its checks run over (the demo collection too, which the console does
 * not edit but the build checks), byte for byte.
 */
export function contentFileTexts(): Record<string, string> {
  return Object.assign({}, ...Object.values(collections as Record<string, Collection>).map(collectionFileTexts));
}
