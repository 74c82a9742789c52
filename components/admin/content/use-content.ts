import { useEffect, useMemo, useState } from 'react';
import { draftedFiles, type DraftedFiles } from '@/lib/publishing/drafted-files';
import { loadContentSnapshot, type SnapshotResult } from '@/lib/publishing/content-source';
import { useDraftsStore } from '@/lib/stores/drafts-store';

// One read of the build's files per page: every tab of the console shares it (a failure is read again next time).
let pending: Promise<SnapshotResult> | null = null;
function readSnapshot(): Promise<SnapshotResult> {
  pending ??= loadContentSnapshot().then((result) => {
    if (!result.ok) pending = null;
    return result;
  });
  return pending;
}

/** The build's data files (null while they load). */
export function useContentSnapshot(): SnapshotResult | null {
  const [result, setResult] = useState<SnapshotResult | null>(null);
  useEffect(() => {
    let live = true;
    void readSnapshot().then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, []);
  return result;
}

/** The files as the drafts of this browser leave them, over the build's files. */
export function useDraftedFiles(base: Record<string, string>): DraftedFiles {
  const changes = useDraftsStore((s) => s.changes);
  return useMemo(() => draftedFiles(base, changes), [base, changes]);
}
