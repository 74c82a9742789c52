'use client';
import type { ContentSnapshot } from '@/lib/publishing/content-source';
import { ContentEditor } from './content-editor';
import { DraftsView } from './drafts-view';
import { StaleDrafts } from './stale-drafts';
import { useContentSnapshot } from './use-content';

/** What the console shows until the build's files are read, or why they could not be; then drafts from an older build, if any. */
function WithSnapshot({ children }: { children: (snapshot: ContentSnapshot) => React.ReactNode }) {
  const result = useContentSnapshot();
  if (!result) return <p role="status">Loading the site’s data files…</p>;
  if (!result.ok) return <p role="alert">{result.message}</p>;
  return (
    <div className="space-y-6">
      <StaleDrafts snapshot={result.snapshot} />
      {children(result.snapshot)}
    </div>
  );
}

/** The Content tab: the league's records, edited as drafts. */
export function ContentTab() {
  return <WithSnapshot>{(snapshot) => <ContentEditor snapshot={snapshot} />}</WithSnapshot>;
}

/** The Drafts tab: every pending change and its diff. */
export function DraftsTab() {
  return <WithSnapshot>{(snapshot) => <DraftsView base={snapshot.files} />}</WithSnapshot>;
}
