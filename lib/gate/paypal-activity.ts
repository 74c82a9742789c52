import { csvColumn, parseCsv } from './csv';

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
  /** What was paid ("Gross", in dollars) and in which currency, as PayPal reports it; null when the row has no readable amount. */
  gross?: number | null;
  currency?: string;
}

/** PayPal's "Gross" as a number of dollars: "1,720.00" -> 1720; null for anything else. */
export function readGross(text: string): number | null {
  const plain = text.trim().replaceAll(',', '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
}

export type ActivityRead = { ok: true; invoices: PaidInvoice[]; rows: number } | { ok: false; message: string };

/** The paid invoices of an activity export; a file without the needed columns is named as such. */
export function readPayPalActivity(text: string): ActivityRead {
  const [header, ...rows] = parseCsv(text);
  if (!header) return { ok: false, message: 'The file is empty.' };
  const invoiceAt = csvColumn(header, 'Invoice Number');
  const statusAt = csvColumn(header, 'Status');
  const customAt = csvColumn(header, 'Custom Number');
  const typeAt = csvColumn(header, 'Type');
  const grossAt = csvColumn(header, 'Gross');
  const currencyAt = csvColumn(header, 'Currency');
  const missing = [
    invoiceAt < 0 ? '"Invoice Number"' : null,
    statusAt < 0 ? '"Status"' : null,
    customAt < 0 ? '"Custom Number"' : null,
    grossAt < 0 ? '"Gross"' : null,
    currencyAt < 0 ? '"Currency"' : null,
  ].filter(Boolean);
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
    byInvoice.set(invoiceId, {
      invoiceId,
      customId: (r[customAt] ?? '').trim(),
      status: (r[statusAt] ?? '').trim(),
      refunded: known?.refunded ?? false,
      gross: readGross(r[grossAt] ?? ''),
      currency: (r[currencyAt] ?? '').trim().toUpperCase(),
    });
  }
  return { ok: true, invoices: [...byInvoice.values()], rows: rows.length };
}

/**
 * Another export merged into the invoices already loaded: nothing loaded earlier is dropped (a
 * late-sales export holds only the newest payments). For an invoice in both, the newer export's
 * status counts, and a refund seen in either stays seen (a refund is never undone).
 */
export function mergePaidInvoices(existing: readonly PaidInvoice[], incoming: readonly PaidInvoice[]): PaidInvoice[] {
  const merged = new Map(existing.map((p) => [p.invoiceId, p]));
  for (const p of incoming) {
    const before = merged.get(p.invoiceId);
    merged.set(p.invoiceId, before ? { ...p, refunded: p.refunded || before.refunded } : p);
  }
  return [...merged.values()];
}
