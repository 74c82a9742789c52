import type { Conflict } from '@/lib/publishing/conflicts';
import type { JsonValue } from '@/lib/publishing/json-format';
import { DataTable } from '@/components/ui/table';

/** One side of a conflict: what it did, and the value it left ("changed to 95"). */
function side(did: string, value: JsonValue | undefined): string {
  if (did === 'deleted' || value === undefined) return did;
  const text = JSON.stringify(value);
  return `${did} to ${text.length > 120 ? `${text.slice(0, 117)}…` : text}`;
}

/** The records both the drafts and the branch changed differently: file, record, field, and each side. */
export function ConflictTable({ conflicts }: { conflicts: Conflict[] }) {
  return (
    <DataTable
      caption="Records changed both in your drafts and on the branch"
      scrollLabel="Conflicts table"
      className="mt-3"
      tableClassName="min-w-[40rem]"
      rows={conflicts}
      rowKey={(c) => `${c.file}\n${c.key}\n${c.field ?? ''}`}
      columns={[
        { header: 'File', cell: (c) => c.file },
        { header: 'Record', rowHeader: true, cell: (c) => c.key },
        { header: 'Field', cell: (c) => c.field ?? 'the whole record' },
        { header: 'Your drafts', cell: (c) => side(c.mine, c.mineValue) },
        { header: 'The branch', cell: (c) => side(c.theirs, c.theirsValue) },
      ]}
    />
  );
}
