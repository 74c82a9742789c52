import { isIsoTime } from '@/lib/stores/checks';
import { truncate } from '@/lib/format/en-us';
import type { CheckIn } from './check';
import { csvColumn, csvLine, parseCsvRecords } from './csv';
import { parseTicketId } from '@/lib/tickets/ticket-code';

/**
 * A gate's check-ins as a CSV file, to be loaded by the other gates (each device keeps its own): one
 * row per admitted ticket with its event and the time it was admitted (ISO 8601, UTC).
 */
export const CHECK_INS_COLUMNS = ['Ticket ID', 'Event ID', 'Event', 'Admitted at (UTC)'] as const;

/** The file's text: a byte-order mark (spreadsheets then read the titles as UTF-8), CRLF lines, every field quoted, earliest first. */
export function writeCheckInsCsv(checkIns: readonly CheckIn[], eventTitle: (id: number) => string | null): string {
  const rows = [...checkIns]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.ticketId.localeCompare(b.ticketId))
    .map((c) => csvLine([c.ticketId, c.eventId, eventTitle(c.eventId) ?? '', c.at]));
  return `\uFEFF${[csvLine(CHECK_INS_COLUMNS), ...rows].join('\r\n')}\r\n`;
}

/** "gate-check-ins-2026-11-26-1905.csv", in the device's local time. */
export function checkInsFileName(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `gate-check-ins-${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}.csv`;
}

export type CheckInsRead = { ok: true; checkIns: CheckIn[]; rows: number } | { ok: false; message: string };

const shown = (v: string) => `"${truncate(v.trim(), 40)}"`;

/**
 * The check-ins of a file written by writeCheckInsCsv. All or nothing: a bad row refuses the whole
 * file, naming the file and the line, so nothing is half loaded. A ticket listed twice keeps its earliest time.
 */
export function readCheckInsCsv(text: string, fileName: string): CheckInsRead {
  const [header, ...rows] = parseCsvRecords(text);
  if (!header) return { ok: false, message: `${fileName} is empty.` };
  const [ticketAt, eventAt, , timeAt] = CHECK_INS_COLUMNS.map((name) => csvColumn(header.fields, name));
  if (ticketAt! < 0 || eventAt! < 0 || timeAt! < 0) {
    if (csvColumn(header.fields, 'Invoice Number') >= 0)
      return { ok: false, message: `${fileName} is a PayPal activity export, not a gate’s check-ins: load it under 1. Payments.` };
    return {
      ok: false,
      message: `${fileName} is not a gate’s check-ins file: it needs the columns "Ticket ID", "Event ID" and "Admitted at (UTC)". Load a file made with Download check-ins (CSV).`,
    };
  }
  const byTicket = new Map<string, CheckIn>();
  for (const { line, fields } of rows) {
    const field = (at: number) => fields[at] ?? '';
    const ticket = parseTicketId(field(ticketAt!));
    if (!ticket) return { ok: false, message: `${fileName}, line ${line}: ${shown(field(ticketAt!))} is not a ticket id (they read like WAL-5F1C9A2B7D3E-1).` };
    const eventText = field(eventAt!).trim();
    if (!/^[0-9]{1,9}$/.test(eventText)) return { ok: false, message: `${fileName}, line ${line}: ${shown(eventText)} is not an event id (a whole number).` };
    const at = field(timeAt!).trim();
    if (!isIsoTime(at))
      return { ok: false, message: `${fileName}, line ${line}: ${shown(at)} is not a time as the gate writes it (like 2026-11-26T19:05:00.000Z).` };
    const entry: CheckIn = { ticketId: ticket.ticketId, eventId: Number(eventText), at };
    const had = byTicket.get(entry.ticketId);
    if (!had || Date.parse(at) < Date.parse(had.at)) byTicket.set(entry.ticketId, entry);
  }
  return { ok: true, checkIns: [...byTicket.values()], rows: rows.length };
}
