import { queryWords } from './query';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Pagefind's excerpt as plain text: its `<mark>` tags (and any other tag) dropped and character
 * references decoded. The result is shown as text, never as HTML.
 */
export function excerptText(html: string): string {
  return html
    .replace(/<\/?[a-z][^<>]*>/gi, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] === '#') {
        const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[ref.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Segment {
  text: string;
  /** A word of the query: shown highlighted. */
  hit: boolean;
}

/**
 * The text cut into runs, with every place a query word begins a word marked (case-insensitive):
 * "Soccer final" for "socc" → [{ "Socc", hit }, { "er final" }]. Overlapping hits merge.
 */
export function highlight(text: string, query: string): Segment[] {
  const words = queryWords(query);
  const lower = text.toLocaleLowerCase('en-US');
  const hits: [number, number][] = [];
  if (lower.length === text.length) {
    for (const word of words) {
      for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
        const before = at === 0 ? '' : (lower[at - 1] ?? '');
        if (!/[\p{L}\p{N}]/u.test(before)) hits.push([at, at + word.length]);
      }
    }
  }
  hits.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of hits) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const out: Segment[] = [];
  let pos = 0;
  for (const [s, e] of merged) {
    if (s > pos) out.push({ text: text.slice(pos, s), hit: false });
    out.push({ text: text.slice(s, e), hit: true });
    pos = e;
  }
  if (pos < text.length || out.length === 0) out.push({ text: text.slice(pos), hit: false });
  return out;
}
