import { collections, type Collection, type CollectionName } from '@/lib/content/collections';
import type { CollectionTarget } from './collection-target';

/** What publishing needs of a collection of the content table: its file or folder, key and shape. */
export function targetOf(name: CollectionName): CollectionTarget {
  const c: Collection = collections[name];
  const key = c.key ?? 'id';
  if (c.source.shape === 'folder') return { name, file: `data/${c.source.dir}`, key, shape: 'record-per-file' };
  if (c.source.shape === 'list') return { name, file: `data/${c.source.file}`, key, shape: 'object-list', listKey: c.source.list };
  return { name, file: `data/${c.source.file}`, key, shape: 'single' };
}

/** The collections the console edits: every one of the table but the demo data. */
export const EDITABLE_COLLECTIONS = (Object.keys(collections) as CollectionName[]).filter((name) => !(collections[name] as Collection).demo);
