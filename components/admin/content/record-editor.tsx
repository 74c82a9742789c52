'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { collectionOf, describeIssues, recordSchemaOf } from '@/lib/admin/content-records';
import { cleanValues, formFields } from '@/lib/admin/form-fields';
import { findUnreadJson, unknownFields } from '@/lib/admin/json-edit';
import { checkSave } from '@/lib/admin/save-record';
import type { CollectionName } from '@/lib/content/collections';
import type { ChangeSet } from '@/lib/publishing/drafts';
import type { JsonObject } from '@/lib/publishing/json-format';
import { Button } from '@/components/ui/button';
import { JsonText, RecordFormProvider, SchemaFields } from './schema-fields';
import { BuildProblems } from './build-problems';

export interface EditorTarget {
  /** The record to start from (a copy for a duplicate, an empty one for a new record). */
  record: JsonObject;
  /** The key it had when editing began; null for a new record (a duplicate is new). */
  originalKey: string | null;
}

/**
 * A record's form: its fields made from the collection's record schema and checked with it (the
 * error names the field), or the record as JSON. Saving also runs the build's data check over the
 * files as the drafts would leave them, and refuses a draft the build would refuse, in its words.
 */
export function RecordEditor({
  name,
  target,
  base,
  changes,
  onSave,
  onCancel,
}: {
  name: CollectionName;
  target: EditorTarget;
  base: Record<string, string>;
  changes: ChangeSet;
  /** Saves the draft, or gives the reasons it cannot be saved (the form stays open with its edits). */
  onSave: (record: JsonObject, originalKey: string | null) => string[] | void;
  onCancel: () => void;
}) {
  const schema = recordSchemaOf(name);
  const fields = useMemo(() => formFields(schema), [schema]);
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const inner = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>;
    return (values, context, options) => {
      const unread = findUnreadJson(values);
      if (unread) return { values: {}, errors: errorAt(unread.path, unread.problem) };
      return inner(cleanValues(fields, values), context, options);
    };
  }, [schema, fields]);
  const form = useForm<FieldValues>({ defaultValues: target.record, resolver });
  const [asJson, setAsJson] = useState(false);
  const [json, setJson] = useState<unknown>(target.record);
  const [problems, setProblems] = useState<string[]>([]);
  const headingId = useId();
  const c = collectionOf(name);
  const title = target.originalKey === null ? `New ${c.singular}` : `Edit ${c.singular} ${target.originalKey}`;

  const save = (record: JsonObject) => {
    const checked = checkSave(name, record, target.originalKey, base, changes);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems(onSave(record, target.originalKey) ?? []);
  };

  const submit = asJson
    ? (e: React.FormEvent) => {
        e.preventDefault();
        const unread = findUnreadJson(json);
        if (unread) return setProblems([unread.problem]);
        const parsed = schema.safeParse(json);
        if (!parsed.success) return setProblems([describeIssues(parsed.error)]);
        const unknown = unknownFields(json, parsed.data);
        if (unknown.length > 0)
          return setProblems([`A ${c.singular} has no field ${unknown.map((f) => `"${f}"`).join(', ')}: check the spelling, or remove it.`]);
        save(json as JsonObject);
      }
    : form.handleSubmit(
        (values) => save(cleanValues(fields, values) as JsonObject),
        () => setProblems([]),
      );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {title}
        </h3>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={asJson}
          onClick={() => {
            // Either view's text that does not read stays where it is until it reads.
            const unread = asJson ? findUnreadJson(json) : findUnreadJson(form.getValues());
            if (unread) return setProblems([unread.problem]);
            if (asJson && json && typeof json === 'object') form.reset(json as FieldValues);
            if (!asJson) setJson(cleanValues(fields, form.getValues()));
            setAsJson(!asJson);
          }}
        >
          Edit as JSON
        </Button>
      </div>
      <RecordFormProvider form={form}>
        <form noValidate onSubmit={submit} className="space-y-4">
          {asJson ? <JsonText id={`${headingId}-json`} label="Record as JSON" value={json} onChange={setJson} rows={20} /> : <SchemaFields fields={fields} />}
          <BuildProblems what={`this ${c.singular}`} problems={problems} />
          <div className="flex gap-3">
            <Button type="submit">Save draft</Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </RecordFormProvider>
    </section>
  );
}

/** A form error at a dotted path ("lineup.1"), nested as react-hook-form reads it. */
function errorAt(path: string, message: string): FieldErrors<FieldValues> {
  const error: unknown = { type: 'json', message };
  return path.split('.').reduceRight((inner, key) => ({ [key]: inner }), error) as FieldErrors<FieldValues>;
}
