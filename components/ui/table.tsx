import type { Key, ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** One column: its header, its cell for a row, whether the cell heads its row (the row's name) and whether it holds a figure (right-aligned). */
export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  rowHeader?: boolean;
  numeric?: boolean;
}

/**
 * A table of figures with a caption, column headers (`scope="col"`) and each row's name as its row
 * header (`scope="row"`): what a chart's data table needs to be read without the chart. With
 * `scrollLabel` it sits in a focusable scroll region of that name for narrow screens.
 */
export function DataTable<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  scrollLabel,
  className,
  tableClassName,
}: {
  caption: string;
  /** The caption for screen readers only (the heading above says the same). */
  hideCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  scrollLabel?: string;
  className?: string;
  /** e.g. a min-width for the scroll region. */
  tableClassName?: string;
}) {
  const last = columns.length - 1;
  const cellClass = (c: Column<Row>, i: number) => cn('py-2', i < last && 'pr-4', c.numeric && 'text-right', c.rowHeader && 'font-medium');
  const table = (
    <table className={cn('w-full text-left text-sm', tableClassName, !scrollLabel && className)}>
      <caption className={hideCaption ? 'sr-only' : 'mb-2 text-left font-bold text-ink'}>{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {columns.map((c, i) => (
            <th key={c.header} scope="col" className={cn('py-2', i < last && 'pr-4', c.numeric && 'text-right')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={rowKey(row, r)} className="border-b border-slate-100">
            {columns.map((c, i) =>
              c.rowHeader ? (
                <th key={c.header} scope="row" className={cellClass(c, i)}>
                  {c.cell(row, r)}
                </th>
              ) : (
                <td key={c.header} className={cellClass(c, i)}>
                  {c.cell(row, r)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scrollLabel) return table;
  return (
    <div className={cn('overflow-x-auto', className)} tabIndex={0} role="region" aria-label={scrollLabel}>
      {table}
    </div>
  );
}
