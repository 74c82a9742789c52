'use client';
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { StaleDrafts, useStaleDrafts } from '../content/stale-drafts';
import { useContentSnapshot } from '../content/use-content';
import { checkContentFiles } from '@/lib/content/check';
import { draftedFiles } from '@/lib/publishing/drafted-files';
import { describeChanges, fileWrites } from '@/lib/publishing/drafts';
import { useDraftsStore } from '@/lib/stores/drafts-store';
import { Button } from '@/components/ui/button';
import { ChangeSummary } from './change-summary';
import { FolderPublish } from './folder-publish';
import { GitHubPublish, type GitHubPublished } from './github-publish';
import { useZipDownload } from './use-zip-download';
import { ZipPublish } from './zip-publish';

/**
 * The admin console's Publish tab: the drafts in words, the build's data check over them (problems
 * block publishing), and three ways to publish exactly the files the build reads: into a local
 * checkout, as a zip, or as one GitHub commit.
 */
export function PublishTab() {
  // The build's files, read once per page for every tab of the console.
  const snapshot = useContentSnapshot();
  const { changes, clear } = useDraftsStore(useShallow((s) => ({ changes: s.changes, clear: s.clear })));
  const [done, setDone] = useState<string>('');
  const [published, setPublished] = useState<GitHubPublished | null>(null);

  const base = snapshot?.ok ? snapshot.snapshot.files : null;
  const drafted = useMemo(() => (base ? draftedFiles(base, changes) : null), [base, changes]);
  const problems = useMemo(() => (drafted && changes.length > 0 ? checkContentFiles(drafted.files) : []), [drafted, changes]);
  const writes = useMemo(() => (drafted ? fileWrites(drafted.rendered) : []), [drafted]);
  const described = useMemo(() => describeChanges(changes), [changes]);
  const zip = useZipDownload(writes, described, setDone);
  // Drafts made on an older build publish once the admin has chosen for each record the new build changed too.
  const conflicts = (useStaleDrafts(snapshot?.ok ? snapshot.snapshot : null) ?? []).filter((d) => d.status === 'conflict').length;

  return (
    <div className="space-y-6">
      <h3 className="text-xl font-bold">Publish</h3>
      {published && (
        <div role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <p className="font-semibold">
            Committed {published.files} {published.files === 1 ? 'file' : 'files'} to {published.branch}:{' '}
            <a className="underline" href={published.commitUrl} target="_blank" rel="noreferrer">
              see the commit on GitHub
            </a>
            .
          </p>
          {published.pullRequestFailure ? (
            <p className="mt-1">
              The pull request was not opened: {published.pullRequestFailure.message}{' '}
              <a className="underline" href={published.pullRequestFailure.compareUrl} target="_blank" rel="noreferrer">
                Open it on GitHub
              </a>{' '}
              from the branch {published.branch}. Your drafts are cleared: the commit holds them.
            </p>
          ) : published.pullRequestUrl ? (
            <p className="mt-1">
              <a className="underline" href={published.pullRequestUrl} target="_blank" rel="noreferrer">
                The pull request
              </a>{' '}
              is open: once it is merged, the deploy workflow puts the change on the site.
            </p>
          ) : (
            <p className="mt-1">The site updates once the deploy workflow has run for this commit (usually a few minutes). Your drafts are cleared.</p>
          )}
        </div>
      )}
      {snapshot === null && <p role="status">Reading the site&rsquo;s data files…</p>}
      {snapshot && !snapshot.ok && (
        <p role="alert" className="text-red-800">
          {snapshot.message}
        </p>
      )}
      {drafted && changes.length === 0 && !published && <p className="text-slate-800">No drafts to publish. Changes made to the content appear here.</p>}
      {snapshot?.ok && <StaleDrafts snapshot={snapshot.snapshot} />}
      {drafted && changes.length > 0 && (
        <>
          <ChangeSummary described={described} rendered={drafted.rendered} />
          {conflicts > 0 ? (
            <p role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
              Nothing can be published yet: {conflicts === 1 ? 'a record your drafts change was' : `${conflicts} records your drafts change were`} changed in
              the new build of the site too. Choose above for each one.
            </p>
          ) : problems.length > 0 ? (
            <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900">
              <p className="font-semibold">
                These drafts cannot be published: the build&rsquo;s data check finds {problems.length === 1 ? 'a problem' : `${problems.length} problems`}.
                Correct them first.
              </p>
              <ul className="mt-2 list-disc pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          ) : writes.length === 0 ? (
            <p className="text-slate-800">Your drafts change no file: there is nothing to publish.</p>
          ) : (
            <>
              {done && (
                <div role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
                  <p>{done}</p>
                  <p className="mt-1">Once the change is in the repository, forget these drafts.</p>
                  <Button
                    className="mt-2"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      clear();
                      setDone('');
                    }}
                  >
                    Forget the published drafts
                  </Button>
                </div>
              )}
              <div className="grid gap-6 xl:grid-cols-2">
                <FolderPublish files={writes} onDone={setDone} onZip={() => void zip.download()} />
                <ZipPublish onDownload={() => void zip.download()} failed={zip.failed} />
              </div>
              <GitHubPublish
                baseFiles={base ?? {}}
                changes={changes}
                onPublished={(result) => {
                  setPublished(result);
                  setDone('');
                  clear();
                }}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
