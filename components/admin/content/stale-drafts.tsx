'use client';
import { useId, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { staleDrafts, type StaleDraft } from '@/lib/admin/draft-base';
import { formatDate } from '@/lib/format/en-us';
import type { ContentSnapshot } from '@/lib/publishing/content-source';
import type { JsonValue } from '@/lib/publishing/json-format';
import { useDraftsStore } from '@/lib/stores/drafts-store';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/table';

const VERB = { add: 'Added', change: 'Changed', delete: 'Deleted' } as const;

/** A value as the file writes it, cut short for the table ("(none)" when the side has no such field). */
function shown(value: JsonValue | undefined): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/** The drafts on the build the console runs on, when they were made on another (null otherwise). */
export function useStaleDrafts(snapshot: ContentSnapshot | null): StaleDraft[] | null {
  const { changes, base } = useDraftsStore(useShallow((s) => ({ changes: s.changes, base: s.base })));
  return useMemo(() => (snapshot ? staleDrafts(changes, base, snapshot) : null), [changes, base, snapshot]);
}

/**
 * Drafts made on an older build of the site: each record either safe (the new build left it as it
 * was: the draft applies as it is) or changed by the new build too, with both values and the choice
 * of keeping the draft or taking the site's record. Once nothing conflicts, the admin carries on with
 * the drafts on the new build. No draft goes without the admin's word.
 */
export function StaleDrafts({ snapshot }: { snapshot: ContentSnapshot }) {
  const stale = useStaleDrafts(snapshot);
  const base = useDraftsStore((s) => s.base);
  const headingId = useId();
  if (!stale) return null;
  const conflicts = stale.filter((d) => d.status === 'conflict').length;
  const store = useDraftsStore.getState;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id={headingId} className="text-lg font-bold">
        Your drafts were made on an earlier build of the site
      </h3>
      <p>
        {base?.version
          ? `The drafts were made on the site as built on ${formatDate(base.builtAt)}; it has been rebuilt since with changed content (built ${formatDate(snapshot.builtAt)}).`
          : 'These drafts were kept by an older console that did not note which build they were made on, so each one is checked with you.'}{' '}
        {conflicts
          ? `${conflicts === 1 ? 'One record was' : `${conflicts} records were`} changed in the new build too: keep your draft or take the site’s record.`
          : 'Every draft applies to the new build as it is.'}
      </p>
      <ul className="space-y-3">
        {stale.map((d) => {
          const named = `${d.collection} ${d.key}`;
          return (
            <li key={`${d.file}\n${d.key}`} className="rounded-xl border border-amber-200 bg-white p-3 text-slate-900">
              <p>
                <span className="font-mono">{d.file}</span>: {VERB[d.kind]} {named}:{' '}
                {d.status === 'safe' ? (
                  <span>not changed by the new build; your draft applies to it as it is.</span>
                ) : (
                  <strong>{d.now === null ? 'not in the new build.' : 'changed in the new build too.'}</strong>
                )}
              </p>
              {d.status === 'conflict' ? (
                <>
                  {d.fields.length ? (
                    <DataTable
                      caption={`${named}: the site now and your draft`}
                      scrollLabel={`${named}: fields that differ`}
                      className="mt-2"
                      tableClassName="min-w-[32rem]"
                      rows={d.fields}
                      rowKey={(f) => f.field}
                      columns={[
                        { header: 'Field', rowHeader: true, cell: (f) => f.field },
                        { header: 'The site now', cell: (f) => shown(f.site) },
                        { header: 'Your draft', cell: (f) => shown(f.mine) },
                      ]}
                    />
                  ) : (
                    <p className="mt-1">Your draft and the new build now have the same record.</p>
                  )}
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button size="sm" aria-label={`Keep my draft of ${named}`} onClick={() => store().keep(d, snapshot)}>
                      Keep my draft
                    </Button>
                    <Button size="sm" variant="outline" aria-label={`Take the site’s ${named}`} onClick={() => store().discard(d.file, d.key)}>
                      Take the site’s
                    </Button>
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {conflicts === 0 ? (
        <Button onClick={() => store().rebase(snapshot)}>Carry on with these drafts on the new build</Button>
      ) : (
        <p>Publishing waits until you have chosen for each record changed in both.</p>
      )}
    </section>
  );
}
