'use client';
import { useId } from 'react';
import { fileDiff, type Draft } from '@/lib/publishing/drafts';
import { useDraftsStore } from '@/lib/stores/drafts-store';
import { cn } from '@/lib/ui/cn';
import { Button } from '@/components/ui/button';
import { useDraftedFiles } from './use-content';

const VERB: Record<Draft['kind'], string> = { add: 'Added', change: 'Changed', delete: 'Deleted' };

const LINE_CLASS = { hunk: 'text-slate-600', same: 'text-slate-800', add: 'bg-emerald-50 text-emerald-900', remove: 'bg-red-50 text-red-900' } as const;

/** Every draft, file by file: what changes in the file (a unified diff) and each change with its Discard button. */
export function DraftsView({ base }: { base: Record<string, string> }) {
  const changes = useDraftsStore((s) => s.changes);
  const { rendered } = useDraftedFiles(base);
  const headingId = useId();
  if (changes.length === 0) return <p className="text-slate-700">No drafts. Changes made in the Content tab are listed here until they are published.</p>;
  return (
    <div className="space-y-6">
      {changes.map((entry) => {
        const file = rendered.find((r) => r.file === entry.file);
        const diff = file ? fileDiff(file.before, file.after) : [];
        const id = `${headingId}-${entry.file.replace(/[^a-zA-Z0-9]/g, '-')}`;
        return (
          <section key={entry.file} aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <h3 id={id} className="font-mono text-lg font-bold text-ink">
              {entry.file}
            </h3>
            <ul className="mt-2 space-y-2">
              {entry.drafts.map((draft) => (
                <li key={draft.key} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {VERB[draft.kind]} {entry.collection.name} {draft.key}
                  </span>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`Discard ${VERB[draft.kind].toLowerCase()} ${entry.collection.name} ${draft.key}`}
                    onClick={() => useDraftsStore.getState().discard(entry.file, draft.key)}
                  >
                    Discard
                  </Button>
                </li>
              ))}
            </ul>
            {file?.skipped.length ? (
              <p className="mt-2 text-amber-900">
                Not applied to the current file:{' '}
                {file.skipped.map((s) => `${s.kind} ${s.key} (${s.reason === 'missing' ? 'no such record' : 'already there'})`).join(', ')}
              </p>
            ) : null}
            {diff.length ? (
              <pre aria-label={`Changes to ${entry.file}`} tabIndex={0} className="mt-3 max-h-96 overflow-auto rounded-xl bg-slate-50 p-3 text-sm">
                {diff.map((line, i) => (
                  <code key={i} className={cn('block whitespace-pre', LINE_CLASS[line.kind])}>
                    {line.text}
                  </code>
                ))}
              </pre>
            ) : (
              <p className="mt-2 text-slate-700">The file does not change.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
