// A Markdown table: readable as printed in a terminal and rendered the same in docs/performance.md.

import { at } from '../../lib/must';

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  for (const row of rows) if (row.length !== header.length) throw new Error(`bench: a row has ${row.length} cells, the header ${header.length}`);
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const widths = header.map((h, i) => Math.max(3, cell(h).length, ...rows.map((r) => cell(at(r, i, 'cell')).length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => cell(c).padEnd(at(widths, i, 'column'))).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}
