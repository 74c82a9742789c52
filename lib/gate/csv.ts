/** A CSV record and the line of the file it starts on (1 is the first line), to name a bad row. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF or LF, a byte-order mark; blank lines are skipped. */
export function parseCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(field);
    if (row.some((f) => f.trim() !== '')) records.push({ line: start, fields: row });
    row = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n' || (ch === '\r' && src[i + 1] !== '\n')) line++;
        field += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
      line++;
      start = line;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) endRow();
  return records;
}

/** The rows of a CSV text, each a list of fields. */
export function parseCsv(text: string): string[][] {
  return parseCsvRecords(text).map((r) => r.fields);
}

/** One CSV line: every field quoted, quotes doubled (commas, quotes and line breaks in a field stay in it). */
export function csvLine(fields: readonly (string | number)[]): string {
  return fields.map((f) => `"${String(f).replaceAll('"', '""')}"`).join(',');
}

/** The index of a column by its header name (case and spaces around it ignored); -1 when missing. */
export const csvColumn = (header: readonly string[], name: string) => header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
