/**
 * The league's PayPal activity as PayPal exports it (Activity > Download, CSV): one row per
 * transaction, with the "Invoice Number" and "Custom Number" our orders send (invoice_id, custom_id)
 * and the "Status". The gate reads it to know which tickets were paid for: no server of ours asks
 * PayPal, so the gate team loads the export before the doors open (and again later for late sales).
 */
export interface PaidInvoice {
  invoiceId: string;
  customId: string;
  /** PayPal's status of the payment: only "Completed" admits. */
  status: string;
  /** A refund or reversal row for the same invoice was seen. */
  refunded: boolean;
}

export type ActivityRead = { ok: true; invoices: PaidInvoice[]; rows: number } | { ok: false; message: string };

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const column = (header: string[], name: string) => header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());

/** The paid invoices of an activity export; a file without the needed columns is named as such. */
export function readPayPalActivity(text: string): ActivityRead {
  const [header, ...rows] = parseCsv(text);
  if (!header) return { ok: false, message: 'The file is empty.' };
  const invoiceAt = column(header, 'Invoice Number');
  const statusAt = column(header, 'Status');
  const customAt = column(header, 'Custom Number');
  const typeAt = column(header, 'Type');
  const missing = [invoiceAt < 0 ? '"Invoice Number"' : null, statusAt < 0 ? '"Status"' : null, customAt < 0 ? '"Custom Number"' : null].filter(Boolean);
  if (missing.length)
    return {
      ok: false,
      message: `This is not a PayPal activity export with the columns the gate needs: ${missing.join(', ')} missing. In PayPal, download the activity as CSV with all columns.`,
    };
  const byInvoice = new Map<string, PaidInvoice>();
  for (const r of rows) {
    const invoiceId = (r[invoiceAt] ?? '').trim().toUpperCase();
    if (!invoiceId) continue;
    const type = typeAt >= 0 ? (r[typeAt] ?? '') : '';
    const known = byInvoice.get(invoiceId);
    if (/refund|reversal|chargeback/i.test(type)) {
      byInvoice.set(invoiceId, { ...(known ?? { invoiceId, customId: (r[customAt] ?? '').trim(), status: 'Refunded' }), refunded: true });
      continue;
    }
    byInvoice.set(invoiceId, { invoiceId, customId: (r[customAt] ?? '').trim(), status: (r[statusAt] ?? '').trim(), refunded: known?.refunded ?? false });
  }
  return { ok: true, invoices: [...byInvoice.values()], rows: rows.length };
}
