'use client';
import dynamic from 'next/dynamic';
import { useId, useMemo, useState } from 'react';
import { collectionOf, collectionRecords, recordRows, recordSchemaOf, type RecordRow, type RecordStatus } from '@/lib/admin/content-records';
import { emptyRecord, formFields } from '@/lib/admin/form-fields';
import { duplicateKey, recordTitle, searchRecords } from '@/lib/admin/record-search';
import { changedSinceOpened, checkRemove, unchangedSave } from '@/lib/admin/save-record';
import type { Collection, CollectionName } from '@/lib/content/collections';
import { fileOfRecord } from '@/lib/publishing/collection-target';
import type { ContentSnapshot } from '@/lib/publishing/content-source';
import type { JsonObject } from '@/lib/publishing/json-format';
import { EDITABLE_COLLECTIONS, targetOf } from '@/lib/publishing/table-targets';
import { useDraftsStore } from '@/lib/stores/drafts-store';
import { inputClass } from '@/components/forms/field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RecordEditor, type EditorTarget } from './record-editor';
import { SportDrop } from './sport-drop';
import { useDraftedFiles } from './use-content';

// The site's cards load only when a preview opens.
const RecordPreview = dynamic(() => import('./record-preview').then((m) => m.RecordPreview), { loading: () => <p role="status">Loading the preview…</p> });
const PREVIEWED = new Set<CollectionName>(['tickets', 'athletes', 'articles', 'products', 'sports', 'teams']);

const STATUS_LABEL: Record<RecordStatus, { text: string; tone: 'success' | 'warning' | 'danger' }> = {
  added: { text: 'Added', tone: 'success' },
  changed: { text: 'Changed', tone: 'warning' },
  deleted: { text: 'Deleted', tone: 'danger' },
};

/** The content tab: a collection's records as the drafts leave them, searched, edited, duplicated, deleted and previewed. */
export function ContentEditor({ snapshot }: { snapshot: ContentSnapshot }) {
  const base = snapshot.files;
  const [name, setName] = useState<CollectionName>('tickets');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const changes = useDraftsStore((s) => s.changes);
  const drafted = useDraftedFiles(base);
  const ids = { collection: useId(), search: useId(), list: useId() };
  const c: Collection = collectionOf(name);
  const target = targetOf(name);
  const single = c.source.shape === 'single';
  const rows = useMemo(() => recordRows(name, base, drafted.files, changes), [name, base, drafted.files, changes]);
  const shown = useMemo(() => searchRecords(rows, query), [rows, query]);
  const previewRow = rows.find((row) => row.key === preview && row.status !== 'deleted');

  const pick = (next: CollectionName) => {
    setName(next);
    setQuery('');
    setEditing(null);
    setPreview(null);
    setRefused([]);
    setMessage('');
  };
  const say = (text: string) => {
    setRefused([]);
    setMessage(text);
  };
  const store = useDraftsStore.getState;

  const duplicate = (row: RecordRow) => {
    const key = duplicateKey(
      rows.map((r) => r.record[target.key]),
      row.record[target.key],
    );
    setEditing({ record: { ...row.record, [target.key]: key }, originalKey: null });
  };
  const remove = (row: RecordRow) => {
    const checked = checkRemove(name, row.key, base, changes);
    if (!checked.ok) {
      setMessage('');
      setRefused(checked.problems);
      return;
    }
    store().remove(target, row.key, snapshot);
    say(`Deleted ${c.singular} ${row.key} (a draft until published).`);
  };

  if (editing) {
    return (
      <RecordEditor
        key={`${name}:${editing.originalKey ?? 'new'}`}
        name={name}
        target={editing}
        base={base}
        changes={changes}
        onCancel={() => setEditing(null)}
        onSave={(record: JsonObject, originalKey) => {
          // Another tab saved (or discarded) a draft of this record since the form opened: saving over it would lose that.
          if (originalKey !== null && changedSinceOpened(editing.record, rows.find((r) => r.key === originalKey)?.record))
            return [
              `This ${c.singular} was changed in another tab or window since you opened it. Your edits are still in this form: note what you need, then Cancel and open it again to see the other change.`,
            ];
          const key = String(single ? name : record[target.key]);
          if (originalKey !== null && key === originalKey) {
            const published = collectionRecords(name, base).find((r) => String(single ? name : r[target.key]) === originalKey);
            const unchanged = unchangedSave(record, editing.record, published);
            if (unchanged) {
              if (unchanged === 'as-published') store().discard(fileOfRecord(target, originalKey), originalKey);
              setEditing(null);
              say(unchanged === 'same' ? `No changes to save in ${c.singular} ${key}.` : `${c.singular} ${key} is as published again: its draft is gone.`);
              return;
            }
          }
          if (originalKey === null) store().add(target, record, snapshot);
          else store().change(target, record, originalKey, snapshot);
          setEditing(null);
          setPreview(PREVIEWED.has(name) ? key : null);
          say(`Saved ${c.singular} ${key} as a draft.`);
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={ids.collection} className="font-semibold text-ink">
            Collection
          </label>
          <select id={ids.collection} value={name} onChange={(e) => pick(e.target.value as CollectionName)} className={inputClass}>
            {EDITABLE_COLLECTIONS.map((n) => (
              <option key={n} value={n}>
                {collectionOf(n).title}
              </option>
            ))}
          </select>
        </div>
        {single ? null : (
          <div className="min-w-56 flex-1">
            <label htmlFor={ids.search} className="font-semibold text-ink">
              Search {c.title.toLowerCase()}
            </label>
            <input id={ids.search} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className={inputClass} />
          </div>
        )}
        {single ? null : (
          <Button onClick={() => setEditing({ record: emptyRecord(formFields(recordSchemaOf(name))) as JsonObject, originalKey: null })}>
            New {c.singular}
          </Button>
        )}
      </div>
      {name === 'sports' ? (
        <SportDrop
          files={drafted.files}
          onAccept={(record, slug, replaces) => {
            if (replaces) store().change(target, record, slug, snapshot);
            else store().add(target, record, snapshot);
            setPreview(null);
          }}
        />
      ) : null}
      <p role="status" className="font-semibold text-emerald-800 empty:hidden">
        {message}
      </p>
      {refused.length ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
          {refused.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : null}
      <h3 id={ids.list} className="text-xl font-bold text-ink">
        {c.title} ({shown.length === rows.length ? rows.length : `${shown.length} of ${rows.length}`})
      </h3>
      {shown.length ? (
        <ul aria-labelledby={ids.list} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {shown.map((row) => {
            const title = recordTitle(row.record, row.key);
            const status = row.status ? STATUS_LABEL[row.status] : null;
            const named = single ? c.title : `${title} (${row.key})`;
            return (
              <li key={`${row.key}:${row.status ?? ''}`} className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-center">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{single ? c.title : title}</span>
                  {single ? null : <span className="text-sm text-slate-700">{row.key}</span>}
                  {status ? <Badge tone={status.tone}>{status.text}</Badge> : null}
                </p>
                <div className="flex flex-wrap gap-2">
                  {row.status === 'deleted' ? (
                    <Button variant="outline" size="sm" aria-label={`Restore ${named}`} onClick={() => store().discard(fileOfRecord(target, row.key), row.key)}>
                      Restore
                    </Button>
                  ) : (
                    <>
                      {row.status && PREVIEWED.has(name) ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-pressed={preview === row.key}
                          aria-label={`Preview ${named}`}
                          onClick={() => setPreview(preview === row.key ? null : row.key)}
                        >
                          Preview
                        </Button>
                      ) : null}
                      <Button variant="outline" size="sm" aria-label={`Edit ${named}`} onClick={() => setEditing({ record: row.record, originalKey: row.key })}>
                        Edit
                      </Button>
                      {single ? null : (
                        <>
                          <Button variant="outline" size="sm" aria-label={`Duplicate ${named}`} onClick={() => duplicate(row)}>
                            Duplicate
                          </Button>
                          <Button variant="danger" size="sm" aria-label={`Delete ${named}`} onClick={() => remove(row)}>
                            Delete
                          </Button>
                        </>
                      )}
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">
          No {c.title.toLowerCase()} match “{query}”.
        </p>
      )}
      {previewRow ? (
        <section aria-label={`Preview of ${recordTitle(previewRow.record, previewRow.key)}`} className="space-y-2">
          <h3 className="text-lg font-bold text-ink">Preview: {recordTitle(previewRow.record, previewRow.key)}</h3>
          <RecordPreview name={name} record={previewRow.record} files={drafted.files} built={base} />
        </section>
      ) : null}
    </div>
  );
}
