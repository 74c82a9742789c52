'use client';
import { ContentEditor } from './content-editor';
import { DraftsView } from './drafts-view';
import { useContentSnapshot } from './use-content';

/** What the console shows until the build's files are read, or why they could not be. */
function WithSnapshot({ children }: { children: (files: Record<string, string>, builtAt: string) => React.ReactNode }) {
  const result = useContentSnapshot();
  if (!result) return <p role="status">Loading the site’s data files…</p>;
  if (!result.ok) return <p role="alert">{result.message}</p>;
  return <>{children(result.snapshot.files, result.snapshot.builtAt)}</>;
}

/** The Content tab: the league's records, edited as drafts. */
export function ContentTab() {
  return <WithSnapshot>{(files, builtAt) => <ContentEditor base={files} builtAt={builtAt} />}</WithSnapshot>;
}

/** The Drafts tab: every pending change and its diff. */
export function DraftsTab() {
  return <WithSnapshot>{(files) => <DraftsView base={files} />}</WithSnapshot>;
}
