import type { RenderedFile } from '@/lib/publishing/drafts';

const VERB = { add: 'add', change: 'change', delete: 'delete' } as const;

/** The drafts in words, one line a record, and the files they write or delete. */
export function ChangeSummary({ described, rendered }: { described: string[]; rendered: RenderedFile[] }) {
  const skipped = rendered.flatMap((file) =>
    file.skipped.map(
      (s) =>
        `${file.file}: the ${VERB[s.kind]} of ${s.key} does not apply (${s.reason === 'missing' ? 'the record is no longer there' : 'a record with that key is already there'})`,
    ),
  );
  const changed = rendered.filter((file) => file.before !== file.after);
  return (
    <section aria-labelledby="publish-summary" className="space-y-3">
      <h4 id="publish-summary" className="text-lg font-bold">
        {described.length} {described.length === 1 ? 'change' : 'changes'} in {changed.length} {changed.length === 1 ? 'file' : 'files'}
      </h4>
      <ul className="list-disc pl-5 text-slate-800">
        {described.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        Files written: {changed.map((file) => `${file.file}${file.after === null ? ' (deleted)' : file.before === null ? ' (new)' : ''}`).join(', ') || 'none'}.
      </p>
      {skipped.length > 0 && (
        <ul className="list-disc pl-5 text-amber-900">
          {skipped.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
