/**
 * Writes the changed files into a local checkout of this repository through a File System Access API
 * directory handle (from `showDirectoryPicker()`; typed here as the few members used, so tests can
 * pass an in-memory folder). The folder must be this project: its package.json names it, and it has
 * a data/ folder. Every failure comes back as a result in words; nothing here throws.
 */
import { isSafeRepoPath, type FileWrite } from './paths';

/** package.json's `name`: a test checks the two agree. */
export const PROJECT_PACKAGE_NAME = 'womens-athletic-league';

export interface WritableLike {
  write(data: string): Promise<void>;
  close(): Promise<void>;
}

export interface FileHandleLike {
  kind: 'file';
  getFile(): Promise<{ text(): Promise<string> }>;
  createWritable(): Promise<WritableLike>;
}

export interface DirectoryHandleLike {
  kind: 'directory';
  name: string;
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandleLike>;
  getFileHandle(name: string, options?: { create?: boolean }): Promise<FileHandleLike>;
  removeEntry(name: string): Promise<void>;
  queryPermission?(descriptor: { mode: 'readwrite' }): Promise<PermissionState>;
  requestPermission?(descriptor: { mode: 'readwrite' }): Promise<PermissionState>;
}

export type FolderFailureKind = 'not-this-project' | 'permission' | 'write-failed';

export type FolderResult =
  { ok: true; written: string[]; deleted: string[] } | { ok: false; kind: FolderFailureKind; message: string; written: string[]; deleted: string[] };

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
}

/** Whether the folder is a checkout of this project: package.json names it and data/ exists. */
export async function isThisProject(folder: DirectoryHandleLike): Promise<boolean> {
  try {
    const text = await (await (await folder.getFileHandle('package.json')).getFile()).text();
    const name = (JSON.parse(text) as { name?: unknown }).name;
    if (name !== PROJECT_PACKAGE_NAME) return false;
    await folder.getDirectoryHandle('data');
    return true;
  } catch {
    return false;
  }
}

async function folderOf(root: DirectoryHandleLike, steps: string[], create: boolean): Promise<DirectoryHandleLike> {
  let folder = root;
  for (const step of steps) folder = await folder.getDirectoryHandle(step, { create });
  return folder;
}

/** Whether the browser lets the page write into the folder, asking the person if it has not yet. */
async function mayWrite(folder: DirectoryHandleLike): Promise<boolean> {
  if (!folder.requestPermission) return true;
  const readwrite = { mode: 'readwrite' } as const;
  try {
    return (await folder.queryPermission?.(readwrite)) === 'granted' || (await folder.requestPermission(readwrite)) === 'granted';
  } catch {
    return false;
  }
}

/** Writes (or deletes) each file under the folder, making folders as needed; stops at the first failure. */
export async function writeToFolder(root: DirectoryHandleLike, files: FileWrite[]): Promise<FolderResult> {
  const written: string[] = [];
  const deleted: string[] = [];
  const failure = (kind: FolderFailureKind, message: string): FolderResult => ({ ok: false, kind, message, written, deleted });
  if (!(await isThisProject(root))) {
    return failure(
      'not-this-project',
      `The folder “${root.name}” is not a checkout of this site: choose the folder that holds its package.json and data/ folder.`,
    );
  }
  if (!(await mayWrite(root))) {
    return failure('permission', 'The browser was not allowed to write to the folder. Choose it again and allow editing.');
  }
  for (const file of files) {
    if (!isSafeRepoPath(file.path)) return failure('write-failed', `${file.path} is not a path inside the repository.`);
    const steps = file.path.split('/');
    const name = steps.pop() as string;
    try {
      if (file.text === null) {
        const folder = await folderOf(root, steps, false).catch(() => null);
        if (folder) await folder.removeEntry(name).catch((error: unknown) => (errorName(error) === 'NotFoundError' ? undefined : Promise.reject(error)));
        deleted.push(file.path);
      } else {
        const writable = await (await (await folderOf(root, steps, true)).getFileHandle(name, { create: true })).createWritable();
        await writable.write(file.text);
        await writable.close();
        written.push(file.path);
      }
    } catch (error) {
      if (errorName(error) === 'NotAllowedError' || errorName(error) === 'SecurityError') {
        return failure('permission', `The browser was not allowed to write ${file.path}. Choose the folder again and allow editing.`);
      }
      return failure('write-failed', `${file.path} could not be written${error instanceof Error && error.message ? `: ${error.message}` : ''}.`);
    }
  }
  return { ok: true, written, deleted };
}
