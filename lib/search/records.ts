import type { Product } from '@/lib/schemas/product';
import type { SearchKind } from './kinds';
import type { HitMetaKey } from './hits';
import { athleteHref } from '@/lib/athletes/links';
import { articleHref } from '@/lib/news/articles';
import { ticketEventHref } from '@/lib/tickets/links';

/**
 * Records that live on a list page rather than a page of their own, indexed one by one so a search
 * lands on the card: the shop's products (`/purchase-uniforms/#product-<id>`), the anchors their
 * cards carry. (Ticketed events have pages of their own, `/buy-tickets/<id>/`, indexed as pages.)
 */
export interface SearchRecord {
  url: string;
  kind: SearchKind;
  title: string;
  content: string;
}

/** The fields as sentences: "Kit. Shirt and shorts." (a field that ends a sentence keeps its own stop). */
const words = (...parts: (string | undefined)[]) =>
  parts
    .filter((p): p is string => Boolean(p))
    .map((p) => (/[.!?]$/.test(p.trim()) ? p.trim() : `${p.trim()}.`))
    .join(' ');

export function productRecord(p: Product): SearchRecord {
  return {
    url: `/purchase-uniforms/#product-${p.id}`,
    kind: 'Product',
    title: p.name,
    content: words(p.name, p.description, p.sport, p.team, p.city, p.state, p.country),
  };
}

/**
 * A page's HTML as the index reads it: its `<main>` marked as the body to index, with the page's
 * kind as metadata (Pagefind's `data-pagefind-body` and `data-pagefind-meta`), and the navigation
 * inside it (breadcrumbs, tab lists), the choices of its form controls (<select>) and what it hides
 * from assistive technology (aria-hidden) left out (`data-pagefind-ignore`), so excerpts are the
 * page's own text. The file on disk is not changed. Null when the page has no `<main>`.
 */
export function markedForIndex(
  html: string,
  kind: SearchKind,
  filters: Readonly<Record<string, string>> = {},
  meta: Readonly<Partial<Record<HitMetaKey, string>>> = {},
): string | null {
  const at = /<main\b/.exec(html);
  if (!at) return null;
  const end = at.index + at[0].length;
  const body = separateInlineEnds(
    html
      .slice(end)
      .replace(/<nav\b/g, '<nav data-pagefind-ignore=""')
      .replace(/ role="tablist"/g, ' role="tablist" data-pagefind-ignore=""')
      .replace(/<select\b/g, '<select data-pagefind-ignore=""')
      .replace(/ aria-hidden="true"/g, ' aria-hidden="true" data-pagefind-ignore=""'),
  );
  // Filters as empty elements just inside <main>: the kind, and the record's own (an athlete's sport).
  const marks = Object.entries({ kind, ...filters })
    .map(([key, value]) => `<span data-pagefind-filter="${attrText(key)}:${attrText(value)}"></span>`)
    .join('');
  // Meta the results show beside the title (an athlete's portrait and sport), as empty elements too:
  // Pagefind reads a comma as the end of a value, so a comma in one becomes a middle dot.
  const metas = Object.entries(meta)
    .map(([key, value]) => `<span data-pagefind-meta="${attrText(key)}:${attrText(value.replace(/\s*,\s*/g, ' · '))}"></span>`)
    .join('');
  const open = body.indexOf('>') + 1;
  return `${html.slice(0, end)} data-pagefind-body="" data-pagefind-meta="kind:${kind}"${body.slice(0, open)}${marks}${metas}${body.slice(open)}`;
}

/**
 * Elements the pages set apart (a term and its value, a name and the role under it, two buttons side
 * by side) that Pagefind reads as running text: it separates only block elements such as <p> and
 * <li>, so "<dt>Captain</dt><dd>Grace</dd>" was indexed as the run "CaptainGrace" and excerpts read
 * "Founded2012".
 */
const INLINE_ENDS = /(<\/(?:dt|dd|span|a|strong|b|em|time|small|label|button|figcaption|blockquote|address|caption|th)>)(?![\s.,;:!?)\]])/g;

/** A space after each such element's end, unless white space or punctuation already follows it. */
export function separateInlineEnds(html: string): string {
  return html.replace(INLINE_ENDS, '$1 ');
}

/** Text safe inside a double-quoted attribute. */
const attrText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The filters a record's page is indexed with, by its route, so a filtered list can ask the index
 * for every match (lib/search/pagefind.ts filterSite): an athlete's page under her sport.
 */
export function athleteFilters(athletes: readonly { id: string; sport: string }[]): Map<string, Record<string, string>> {
  return new Map(athletes.map((a) => [athleteHref(a.id), { sport: a.sport }]));
}

/** What a result for an athlete's page shows beside her name: her portrait and her sport and position, as her card on /athletes/ does. */
export function athleteMeta(
  cards: readonly { id: string; sportName: string; position: string; portrait: { src: string } }[],
): Map<string, Partial<Record<HitMetaKey, string>>> {
  return new Map(cards.map((a) => [athleteHref(a.id), { image: a.portrait.src, subtitle: [a.sportName, a.position].filter(Boolean).join(' · ') }]));
}

/** Each article's page filed under its sport and category. */
export function articleFilters(articles: readonly { slug: string; sport: string; category: string }[]): Map<string, Record<string, string>> {
  return new Map(articles.map((a) => [articleHref(a.slug), { sport: a.sport, category: a.category }]));
}

/** Each ticketed event's page filed under its sport (the tickets list's filters ask for them). */
export function ticketFilters(events: readonly { id: number; sport: string }[]): Map<string, Record<string, string>> {
  return new Map(events.map((e) => [ticketEventHref(e.id), { sport: e.sport }]));
}

/** True when the page asks search engines not to index it (`<meta name="robots" content="noindex…">`). */
export function isNoindex(html: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b/i.test(html);
}
