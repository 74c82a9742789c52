/**
 * One copy of each long text in a page's React Server Components payload ("flight" data).
 *
 * With `experimental.inlineCss`, Next 16 writes the site's whole stylesheet into the flight data
 * twice: once for the root layout and once more for the global error boundary (vercel/next.js
 * #98079 and #98110, open). Every exported page so carried the same 49 KiB text three times (the
 * `<style>` that styles it, plus two flight rows the browser parses before it can hydrate), and so
 * did the payload files that client-side navigation fetches.
 *
 * This build step keeps the first of identical long text rows and points the references to a later
 * copy at the first; React's flight client resolves a row the same way however often it is
 * referenced. In a page it then empties that first copy too, and so the copy of each long schema.org
 * block: the page's markup already holds both, and hydration never reads them back (heldTexts). On
 * /buy-tickets/ the events' schema.org block alone was 15 KB of flight text. A navigation payload keeps
 * its one copy (it may bring a stylesheet the document does not have yet). A payload this reader does
 * not fully understand is left exactly as it was.
 *
 * The first post-build step: the later ones read and rewrite the pages it leaves.
 */
import fs from 'node:fs';
import { exportedHtmlFiles, exportedPayloadFiles } from './export-files';

/** Texts shorter than this are left alone: not worth a rewrite. */
export const MIN_DEDUPED_TEXT_BYTES = 1024;

/** Row tags whose payload is length-prefixed binary data (React 19's typed arrays). */
const BINARY_TAGS = new Set([...'AOoUSsLlGgMmVb'].map((c) => c.charCodeAt(0)));
const COLON = 0x3a;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const TEXT_TAG = 0x54; // T
const HINT_TAG = 0x48; // H

type Row = { id: string; start: number; end: number; text?: Buffer };
/** Replace old bytes [start, end) with `insert`. */
export type Edit = { start: number; end: number; insert: Buffer };

const isHex = (b: number | undefined) => b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x66));

function readHex(buf: Buffer, from: number, stop: number, allowEmpty = false): { value: string; next: number } | null {
  let i = from;
  while (isHex(buf[i])) i++;
  if ((i === from && !allowEmpty) || buf[i] !== stop) return null;
  return { value: buf.toString('latin1', from, i), next: i + 1 };
}

/** The rows of a flight stream, or null where it holds anything this reader does not know. */
function rowsOf(buf: Buffer): Row[] | null {
  const rows: Row[] = [];
  let pos = 0;
  while (pos < buf.length) {
    // Hints (`:HL[…]`, preload this image or font) are the one kind of row without an id.
    const id = readHex(buf, pos, COLON, buf[pos] === COLON && buf[pos + 1] === HINT_TAG);
    if (!id) return null;
    const tag = buf[id.next];
    if (tag === TEXT_TAG) {
      const len = readHex(buf, id.next + 1, COMMA);
      if (!len) return null;
      const end = len.next + parseInt(len.value, 16);
      if (end > buf.length) return null;
      rows.push({ id: id.value, start: pos, end, text: buf.subarray(len.next, end) });
      pos = end;
      continue;
    }
    if (tag !== undefined && BINARY_TAGS.has(tag) && isHex(buf[id.next + 1])) return null;
    const nl = buf.indexOf(NEWLINE, id.next);
    if (nl === -1) return null;
    rows.push({ id: id.value, start: pos, end: nl + 1 });
    pos = nl + 1;
  }
  return rows;
}

/** Every reference in a JSON row: `"$<prefix><id><:path>"`. */
const REFERENCE = /"\$([A-Z@#]?)([0-9a-f]+)(:[^"]*)?"/g;

/**
 * The edits that drop each later copy of a long text row and point its references at the first
 * copy; none when there is nothing to do or anything is unclear.
 */
export function flightTextEdits(buf: Buffer): Edit[] {
  const rows = rowsOf(buf);
  if (!rows) return [];
  const firstByText = new Map<string, string>();
  const later = new Map<string, Row>();
  const firstOf = new Map<string, string>();
  for (const row of rows) {
    if (!row.text || row.text.length < MIN_DEDUPED_TEXT_BYTES) continue;
    const key = row.text.toString('latin1');
    const first = firstByText.get(key);
    if (first === undefined) firstByText.set(key, row.id);
    else if (!later.has(row.id)) {
      later.set(row.id, row);
      firstOf.set(row.id, first);
    }
  }
  if (later.size === 0) return [];
  if (rows.some((r) => later.has(r.id) && !r.text)) return []; // an id written twice: unclear

  const edits: Edit[] = [];
  for (const row of rows) {
    if (row.text) {
      if (later.get(row.id) === row) edits.push({ start: row.start, end: row.end, insert: Buffer.alloc(0) });
      continue;
    }
    const line = buf.toString('latin1', row.start, row.end);
    for (const m of line.matchAll(REFERENCE)) {
      const [, kind, id = '', path] = m;
      const first = firstOf.get(id);
      if (first === undefined) continue;
      // A text row is only ever used whole ("$3f"); a path into it, a lazy or a typed reference
      // is something this step does not understand.
      if (kind || path) return [];
      const start = row.start + m.index + 2; // after `"$`
      edits.push({ start, end: start + id.length, insert: Buffer.from(first, 'latin1') });
    }
  }
  return edits.sort((a, b) => a.start - b.start);
}

/**
 * The segments of a stream (consecutive pieces, as Next splits its pushes) with the edits applied
 * to the whole: an edit's inserted bytes go to the segment where it starts, its removed bytes are
 * taken from whichever segments hold them.
 */
export function applyEdits(segments: readonly Buffer[], edits: readonly Edit[]): Buffer[] {
  let offset = 0;
  return segments.map((seg) => {
    const a = offset;
    const b = offset + seg.length;
    offset = b;
    const parts: Buffer[] = [];
    let pos = a;
    for (const e of edits) {
      if (e.end <= a && e.start < a) continue;
      if (e.start >= b) break;
      if (e.start >= a) {
        parts.push(seg.subarray(pos - a, e.start - a), e.insert);
        pos = Math.min(e.end, b);
      } else {
        pos = Math.max(pos, Math.min(e.end, b)); // began in an earlier segment
      }
    }
    parts.push(seg.subarray(pos - a));
    return Buffer.concat(parts);
  });
}

/** The text of each stylesheet a page inlines as `<style data-precedence data-href>` (Next's inlineCss). */
const INLINED_STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g;
/** A schema.org block (components/seo/json-ld.tsx): React writes its `__html` as it is. */
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

const longTexts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '').filter((text) => text.length >= MIN_DEDUPED_TEXT_BYTES);

/**
 * The long texts a page already holds in markup that hydration never reads back:
 * - its stylesheet: React takes a style of that href from the document (a hoistable resource, found
 *   by its href) without reading the row;
 * - its schema.org blocks: a `dangerouslySetInnerHTML` is not compared when the page hydrates, and the
 *   block is written for crawlers, which read the HTML.
 */
export function heldTexts(html: string): Set<string> {
  return new Set([...longTexts(html, INLINED_STYLE), ...longTexts(html, JSON_LD)]);
}

/**
 * The edits that empty each long text row whose text the page already holds (`held`, from
 * heldTexts), where every reference to the row is a plain `"$<id>"`; none when the stream is unclear.
 */
export function heldTextEdits(buf: Buffer, held: ReadonlySet<string>): Edit[] {
  if (held.size === 0) return [];
  const rows = rowsOf(buf);
  if (!rows) return [];
  // The first row of each such text: a later copy is flightTextEdits' to drop.
  const seen = new Set<string>();
  const emptied = rows.filter((r) => {
    const text = r.text && r.text.length >= MIN_DEDUPED_TEXT_BYTES ? r.text.toString('utf8') : null;
    if (text === null || !held.has(text) || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  if (emptied.length === 0) return [];
  const ids = new Set(emptied.map((r) => r.id));
  for (const row of rows) {
    if (row.text) continue;
    for (const m of buf.toString('latin1', row.start, row.end).matchAll(REFERENCE)) {
      const [, kind, id = '', path] = m;
      if (ids.has(id) && (kind || path)) return [];
    }
  }
  return emptied.map((r) => ({ start: r.start, end: r.end, insert: Buffer.from(`${r.id}:T0,`, 'latin1') }));
}

export function dedupeFlightStream(buf: Buffer): { stream: Buffer; removedBytes: number } {
  const stream = Buffer.concat(applyEdits([buf], flightTextEdits(buf)));
  return { stream, removedBytes: buf.length - stream.length };
}

/** `self.__next_f.push([1,"…"])` as Next writes the flight data into an exported page. */
const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/** Next's escaping of flight text inside an inline script (its htmlEscapeJsonString). */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The page with its inline flight data deduplicated, and its stylesheet and schema.org blocks left to
 * the markup that holds them (the edits of both are applied to the stream as Next wrote it: they
 * never touch the same row); its pushes keep their number and places.
 */
export function dedupeInlineFlight(html: string): { html: string; removedBytes: number } {
  const pushes = [...html.matchAll(PUSH)];
  const texts = pushes.map(([, literal = '""']) => Buffer.from(JSON.parse(literal) as string, 'utf8'));
  const stream = Buffer.concat(texts);
  const edits = [...flightTextEdits(stream), ...heldTextEdits(stream, heldTexts(html))].sort((a, b) => a.start - b.start);
  if (edits.length === 0) return { html, removedBytes: 0 };
  const next = applyEdits(texts, edits);
  let i = 0;
  const out = html.replace(PUSH, (push) => {
    const text = next[i++];
    return text ? `<script>self.__next_f.push([1,${scriptString(text.toString('utf8'))}])</script>` : push;
  });
  return { html: out, removedBytes: texts.reduce((n, t) => n + t.length, 0) - next.reduce((n, t) => n + t.length, 0) };
}

/** Rewrites every page and payload file of the export in place; returns the step's summary line. */
export function run(outDir: string): string {
  let pages = 0;
  let payloads = 0;
  let bytes = 0;
  for (const file of exportedHtmlFiles(outDir)) {
    const { html, removedBytes } = dedupeInlineFlight(fs.readFileSync(file, 'utf8'));
    if (removedBytes === 0) continue;
    fs.writeFileSync(file, html);
    pages += 1;
    bytes += removedBytes;
  }
  for (const file of exportedPayloadFiles(outDir)) {
    const { stream, removedBytes } = dedupeFlightStream(fs.readFileSync(file));
    if (removedBytes === 0) continue;
    fs.writeFileSync(file, stream);
    payloads += 1;
    bytes += removedBytes;
  }
  return `${pages} pages carry their stylesheet and schema.org blocks in their markup only and ${payloads} payload files carry one copy (${(bytes / 1048576).toFixed(1)} MiB less)`;
}
