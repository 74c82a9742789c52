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
 * The text of every file the admin console edits (every collection but the demo ones), as the build
 * read it: the base its drafts apply to and its checks run over, byte for byte.
 */
export function editableFileTexts(): Record<string, string> {
  return Object.assign(
    {},
    ...Object.values(collections as Record<string, Collection>)
      .filter((c) => !c.demo)
      .map(collectionFileTexts),
  );
}
