import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_PACKAGE_NAME, writeToFolder, type DirectoryHandleLike, type FileHandleLike } from '@/lib/publishing/local-folder';

type Tree = { [name: string]: string | Tree };

function domError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

/** An in-memory folder with the members of FileSystemDirectoryHandle that the writer uses. */
interface FolderOptions {
  /** What requestPermission answers ('throws': it throws, as without a click); none: the handle has no permission methods. */
  permission?: PermissionState | 'throws';
  /** What queryPermission answers. */
  current?: PermissionState;
  readOnly?: boolean;
  asked?: string[];
}

function memoryFolder(tree: Tree, name = 'checkout', options: FolderOptions = {}): DirectoryHandleLike {
  const file = (parent: Tree, entry: string): FileHandleLike => ({
    kind: 'file',
    getFile: async () => ({ text: async () => parent[entry] as string }),
    createWritable: async () => {
      if (options.readOnly) throw domError('NotAllowedError', 'The request is not allowed.');
      let written = '';
      return { write: async (data: string) => void (written += data), close: async () => void (parent[entry] = written) };
    },
  });
  const folder = (node: Tree, folderName: string): DirectoryHandleLike => ({
    kind: 'directory',
    name: folderName,
    async getDirectoryHandle(entry, { create = false } = {}) {
      if (typeof node[entry] === 'string') throw domError('TypeMismatchError', `${entry} is a file`);
      if (node[entry] === undefined) {
        if (!create) throw domError('NotFoundError', `${entry} not found`);
        node[entry] = {};
      }
      return folder(node[entry] as Tree, entry);
    },
    async getFileHandle(entry, { create = false } = {}) {
      if (typeof node[entry] === 'object') throw domError('TypeMismatchError', `${entry} is a folder`);
      if (node[entry] === undefined) {
        if (!create) throw domError('NotFoundError', `${entry} not found`);
        node[entry] = '';
      }
      return file(node, entry);
    },
    async removeEntry(entry) {
      if (node[entry] === undefined) throw domError('NotFoundError', `${entry} not found`);
      delete node[entry];
    },
    ...(options.permission
      ? {
          queryPermission: async () => options.current ?? 'prompt',
          requestPermission: async () => {
            options.asked?.push(folderName);
            if (options.permission === 'throws') throw domError('SecurityError', 'User activation is required to request permissions.');
            return options.permission as PermissionState;
          },
        }
      : {}),
  });
  return folder(tree, name);
}

const checkout = (): Tree => ({
  'package.json': JSON.stringify({ name: PROJECT_PACKAGE_NAME }),
  data: { 'site.json': '{}\n', sports: { 'golf.json': '{}\n' } },
});

describe('writeToFolder', () => {
  it('names the project as package.json does', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { name: string };
    expect(PROJECT_PACKAGE_NAME).toBe(pkg.name);
  });

  it('writes changed files, makes missing folders and deletes removed files', async () => {
    const tree = checkout();
    const result = await writeToFolder(memoryFolder(tree, 'checkout', { permission: 'granted' }), [
      { path: 'data/site.json', text: '{\n  "name": "WAL"\n}\n' },
      { path: 'data/pages/new/faq.json', text: '[]\n' },
      { path: 'data/sports/golf.json', text: null },
    ]);
    expect(result).toEqual({ ok: true, written: ['data/site.json', 'data/pages/new/faq.json'], deleted: ['data/sports/golf.json'] });
    expect(tree.data).toEqual({ 'site.json': '{\n  "name": "WAL"\n}\n', sports: {}, pages: { new: { 'faq.json': '[]\n' } } });
  });

  it.each([
    ['another project', { 'package.json': JSON.stringify({ name: 'something-else' }), data: {} }],
    ['a folder without data/', { 'package.json': JSON.stringify({ name: PROJECT_PACKAGE_NAME }) }],
    ['a folder without package.json', { data: {} }],
    ['a folder with a broken package.json', { 'package.json': '{', data: {} }],
  ])('refuses %s and writes nothing', async (_, tree: Tree) => {
    const before = JSON.stringify(tree);
    const result = await writeToFolder(memoryFolder(tree, 'Downloads'), [{ path: 'data/site.json', text: '{}\n' }]);
    expect(result).toEqual(expect.objectContaining({ ok: false, kind: 'not-this-project', written: [] }));
    if (!result.ok) expect(result.message).toContain('“Downloads” is not a checkout of this site');
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('says so when the browser may not write, before and while writing', async () => {
    const denied = await writeToFolder(memoryFolder(checkout(), 'checkout', { permission: 'denied' }), [{ path: 'data/site.json', text: '{}\n' }]);
    expect(denied).toEqual(expect.objectContaining({ ok: false, kind: 'permission' }));
    const readOnly = await writeToFolder(memoryFolder(checkout(), 'checkout', { readOnly: true }), [{ path: 'data/site.json', text: '{}\n' }]);
    expect(readOnly).toEqual(expect.objectContaining({ ok: false, kind: 'permission', message: expect.stringContaining('data/site.json') }));
  });

  it('asks for permission only when the browser has not given it yet', async () => {
    const asked: string[] = [];
    const granted = await writeToFolder(memoryFolder(checkout(), 'checkout', { permission: 'denied', current: 'granted', asked }), [
      { path: 'data/site.json', text: '{}\n' },
    ]);
    expect(granted.ok).toBe(true);
    expect(asked).toEqual([]);
    const prompted = await writeToFolder(memoryFolder(checkout(), 'checkout', { permission: 'granted', current: 'prompt', asked }), [
      { path: 'data/site.json', text: '{}\n' },
    ]);
    expect(prompted.ok).toBe(true);
    expect(asked).toEqual(['checkout']);
    const noClick = await writeToFolder(memoryFolder(checkout(), 'checkout', { permission: 'throws' }), [{ path: 'data/site.json', text: '{}\n' }]);
    expect(noClick).toEqual(expect.objectContaining({ ok: false, kind: 'permission' }));
  });

  it('refuses a path outside the folder and reports what was written before it', async () => {
    const tree = checkout();
    const result = await writeToFolder(memoryFolder(tree), [
      { path: 'data/site.json', text: '{"a":1}\n' },
      { path: 'data/../../etc/x.json', text: '{}\n' },
    ]);
    expect(result).toEqual({
      ok: false,
      kind: 'write-failed',
      message: 'data/../../etc/x.json is not a path inside the repository.',
      written: ['data/site.json'],
      deleted: [],
    });
  });

  it('reports a file that cannot be written where a folder stands', async () => {
    const result = await writeToFolder(memoryFolder(checkout()), [{ path: 'data/sports', text: '{}\n' }]);
    expect(result).toEqual(expect.objectContaining({ ok: false, kind: 'write-failed', message: 'data/sports could not be written: sports is a folder.' }));
  });
});
