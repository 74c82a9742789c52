'use client';
import { useState } from 'react';
import type { FileWrite } from '@/lib/publishing/paths';
import { downloadZip } from './download-zip';

/** Downloads the zip of the changed files and says what to do with it; `failed` when its code did not load. */
export function useZipDownload(files: FileWrite[], described: string[], onDone: (message: string) => void) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const name = await downloadZip(files, described, new Date());
      onDone(
        `Downloaded ${name}. Unpack it at the root of your checkout (it holds the changed files under their paths, and CHANGES.txt), then commit and push.`,
      );
    } catch {
      setFailed(true);
    }
  };
  return { download, failed };
}
