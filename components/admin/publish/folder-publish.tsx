'use client';
import { useState } from 'react';
import type { DirectoryHandleLike } from '@/lib/publishing/local-folder';
import type { FileWrite } from '@/lib/publishing/paths';
import { Button } from '@/components/ui/button';
import { PublishSection } from './publish-section';

type Picker = (options: { mode: 'readwrite' }) => Promise<DirectoryHandleLike>;

/** The browser's folder picker (File System Access API), where it has one: Chromium browsers only. */
function folderPicker(): Picker | null {
  const picker = (window as unknown as { showDirectoryPicker?: Picker }).showDirectoryPicker;
  return typeof picker === 'function' ? picker.bind(window) : null;
}

/** Publish into a local checkout: pick its folder, check it is this project, write the changed files. */
export function FolderPublish({ files, onDone, onZip }: { files: FileWrite[]; onDone: (message: string) => void; onZip: () => void }) {
  const [picker] = useState(folderPicker);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const write = async () => {
    if (!picker) return;
    setError('');
    let folder: DirectoryHandleLike;
    try {
      folder = await picker({ mode: 'readwrite' });
    } catch (err) {
      // The person closed the picker: nothing to say.
      if (!(err instanceof DOMException && err.name === 'AbortError')) setError('The browser did not open the folder. Try again, or download the zip.');
      return;
    }
    setBusy(true);
    try {
      const { writeToFolder } = await import('@/lib/publishing/local-folder');
      const result = await writeToFolder(folder, files);
      if (!result.ok) {
        const partly = result.written.length + result.deleted.length;
        setError(`${result.message}${partly ? ` ${partly} of ${files.length} files were already written; choose the folder again to write them all.` : ''}`);
        return;
      }
      const lines = [...result.written.map((path) => `wrote ${path}`), ...result.deleted.map((path) => `deleted ${path}`)];
      onDone(`Published into the folder “${folder.name}”: ${lines.join(', ')}. Commit and push these files from your checkout.`);
    } catch {
      setError('The console’s code for writing into a folder did not load. Check the connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublishSection id="publish-folder" title="Write into a local checkout">
      {picker ? (
        <>
          <p className="text-slate-800">
            Choose the folder of your checkout of the site (the one holding package.json and data/). The changed files are written there; then commit and push
            them.
          </p>
          <Button className="mt-3" variant="outline" onClick={() => void write()} disabled={busy}>
            {busy ? 'Writing the files…' : 'Choose the folder and write'}
          </Button>
        </>
      ) : (
        <>
          <p className="text-slate-800">
            This browser cannot write into a folder on your computer: that needs the File System Access API, which only Chrome, Edge and other Chromium browsers
            have. Download the zip instead and unpack it at the root of your checkout.
          </p>
          <Button className="mt-3" variant="outline" onClick={onZip}>
            Download the zip instead
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="mt-3 text-red-800">
          {error} Your drafts are kept.
        </p>
      )}
    </PublishSection>
  );
}
