'use client';
import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ContentFiles } from '@/lib/content/check';
import type { Conflict } from '@/lib/publishing/conflicts';
import type { ChangeSet } from '@/lib/publishing/drafts';
import type { GitHubFailure } from '@/lib/publishing/github';
import type { Progress } from '@/lib/publishing/github-publish';
import { commitAddress, compareAddress, isBranchName, parseRepository } from '@/lib/publishing/github-settings';
import { forgetToken, readToken, saveToken } from '@/lib/publishing/github-token';
import { usePublishSettingsStore } from '@/lib/stores/publish-settings-store';
import { Field, fieldAria, inputClass } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { ConflictTable } from './conflict-table';
import { PublishSection } from './publish-section';

/** What GitHub gave back, shown after a commit. */
export interface GitHubPublished {
  commitUrl: string;
  branch: string;
  pullRequestUrl?: string;
  /** The commit is on its branch but the pull request was not opened: why, and where to open it by hand. */
  pullRequestFailure?: { message: string; compareUrl: string };
  files: number;
}

type Outcome =
  | { kind: 'failed'; error: GitHubFailure }
  | { kind: 'conflicts'; conflicts: Conflict[] }
  | { kind: 'problems'; problems: string[] }
  | { kind: 'note'; text: string };

/** Publish as one commit on GitHub (GraphQL createCommitOnBranch), or on a new branch with a pull request. */
export function GitHubPublish({
  baseFiles,
  changes,
  onPublished,
}: {
  baseFiles: ContentFiles;
  changes: ChangeSet;
  onPublished: (published: GitHubPublished) => void;
}) {
  const id = useId();
  const { repository, branch, pullRequest, update } = usePublishSettingsStore(
    useShallow((s) => ({ repository: s.repository, branch: s.branch, pullRequest: s.pullRequest, update: s.update })),
  );
  const [token, setToken] = useState(readToken);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);

  const publish = async () => {
    const repo = parseRepository(repository);
    const problems = [
      ...(repo ? [] : ['Enter the repository as owner/name.']),
      ...(isBranchName(branch.trim()) ? [] : ['Enter the name of the branch to commit to.']),
      ...(token.trim() ? [] : ['Enter a GitHub token.']),
    ];
    setInvalid(problems);
    setOutcome(null);
    if (!repo || problems.length > 0) return;
    setProgress('reading');
    try {
      const { gitHubClient, publishDrafts } = await import('@/lib/publishing/github-publish');
      const result = await publishDrafts(
        gitHubClient(repo.owner, repo.repo, token.trim()),
        { branch: branch.trim(), pullRequest, baseFiles, changes, now: new Date() },
        setProgress,
      );
      if (result.kind === 'published') {
        onPublished({
          commitUrl: result.published.commitUrl ?? commitAddress(repo.owner, repo.repo, result.published.commitOid),
          branch: result.branch,
          pullRequestUrl: result.published.pullRequest?.url,
          ...(result.published.pullRequestFailure
            ? {
                pullRequestFailure: {
                  message: [result.published.pullRequestFailure.message, result.published.pullRequestFailure.detail].filter(Boolean).join(' GitHub said: '),
                  compareUrl: compareAddress(repo.owner, repo.repo, branch.trim(), result.branch),
                },
              }
            : {}),
          files: result.files.length,
        });
      } else if (result.kind === 'up-to-date') {
        setOutcome({ kind: 'note', text: `The branch ${branch.trim()} already has every change in your drafts: there is nothing to commit.` });
      } else setOutcome(result);
    } catch {
      setOutcome({ kind: 'failed', error: { kind: 'network', message: 'The console’s code for GitHub did not load. Check the connection and try again.' } });
    } finally {
      setProgress(null);
    }
  };

  return (
    <PublishSection id="publish-github" title="Commit to GitHub">
      <p className="text-slate-800">One commit of every changed file. The site updates once the repository&rsquo;s deploy workflow has run for it.</p>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
        noValidate
      >
        <Field id={`${id}-repository`} label="Repository" hint="As owner/name, e.g. league-org/site.">
          <input
            {...fieldAria(`${id}-repository`, undefined, true)}
            className={inputClass}
            name="repository"
            value={repository}
            onChange={(e) => update({ repository: e.target.value })}
            placeholder="owner/name"
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field id={`${id}-branch`} label="Branch">
          <input
            {...fieldAria(`${id}-branch`, undefined)}
            className={inputClass}
            name="branch"
            value={branch}
            onChange={(e) => update({ branch: e.target.value })}
            placeholder="main"
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <label className="flex items-start gap-2 sm:col-span-2">
          <input type="checkbox" className="mt-1 size-5" checked={pullRequest} onChange={(e) => update({ pullRequest: e.target.checked })} />
          <span>Commit on a new branch and open a pull request</span>
        </label>
        <Field
          id={`${id}-token`}
          className="sm:col-span-2"
          label="GitHub token"
          hint="A fine-grained personal access token for this repository only, with the Contents: read and write permission (and Pull requests: read and write to open a pull request), nothing else. It is kept in this tab only (sessionStorage) and forgotten when the tab closes."
        >
          <input
            {...fieldAria(`${id}-token`, undefined, true)}
            className={inputClass}
            type="password"
            name="token"
            value={token}
            onChange={(e) => {
              setToken(e.target.value);
              saveToken(e.target.value);
            }}
            autoComplete="off"
            spellCheck={false}
          />
          {token && (
            <Button
              className="mt-2"
              size="sm"
              variant="ghost"
              onClick={() => {
                forgetToken();
                setToken('');
              }}
            >
              Forget the token
            </Button>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={progress !== null}>
            {progress === 'reading'
              ? 'Reading the branch…'
              : progress === 'committing'
                ? 'Committing…'
                : pullRequest
                  ? 'Commit and open a pull request'
                  : 'Commit to GitHub'}
          </Button>
        </div>
      </form>
      {invalid.length > 0 && (
        <ul role="alert" className="mt-3 list-disc pl-5 text-red-800">
          {invalid.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </PublishSection>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'note')
    return (
      <p role="status" className="mt-3 text-slate-800">
        {outcome.text}
      </p>
    );
  if (outcome.kind === 'conflicts') {
    return (
      <div role="alert" className="mt-3">
        <p className="font-semibold text-red-800">
          The branch changed {outcome.conflicts.length === 1 ? 'a field' : 'fields'} your drafts change too. Nothing was committed and your drafts are kept.
          Make these fields agree with the branch (or discard those drafts), then publish again.
        </p>
        <ConflictTable conflicts={outcome.conflicts} />
      </div>
    );
  }
  if (outcome.kind === 'problems') {
    return (
      <div role="alert" className="mt-3 text-red-800">
        <p className="font-semibold">
          With the branch&rsquo;s files, your drafts fail the build&rsquo;s data check. Nothing was committed; your drafts are kept.
        </p>
        <ul className="mt-2 list-disc pl-5">
          {outcome.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div role="alert" className="mt-3 text-red-800">
      <p className="font-semibold">{outcome.error.message} Nothing was committed; your drafts are kept.</p>
      {outcome.error.detail && (
        <p className="mt-1 text-sm">
          {outcome.error.kind === 'network' ? 'The browser said' : 'GitHub said'}: {outcome.error.detail}
        </p>
      )}
    </div>
  );
}
