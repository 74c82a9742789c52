/**
 * Which articles mention an athlete: those whose title, summary or text names her in full
 * ("Maya Johnson"), as whole words, in any letter case. A surname alone ("Johnson") is no mention:
 * two athletes may share it. The one rule for every page that lists an athlete's articles.
 *
 * Every athlete page asks this of every article (10,000 athletes x 3,000 articles at 100 times
 * today's league), so the articles' words are read once into an index (word -> articles) and only
 * the articles holding every word of her name are tested with the full pattern.
 */
import { escapeRegExp } from '@/lib/regexp';
import { teamHref } from '@/lib/teams/roster';
import { athleteHref } from './links';

export interface MentionText {
  title: string;
  summary: string;
  content: readonly string[];
}

/** The pattern's body for a full name: its words, any run of spaces between them. */
const nameBody = (name: string) => name.trim().split(/\s+/).map(escapeRegExp).join('\\s+');

/** Whole words: no letter or digit on either side. */
const wholeWords = (body: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, flags);

// Compiling a pattern costs more than testing it: each name's is made once per build (or console session).
const patterns = new Map<string, RegExp>();

/** A matcher for her full name: whole words, any case, any run of spaces between the words. */
function namePattern(name: string): RegExp {
  let re = patterns.get(name);
  if (!re) patterns.set(name, (re = wholeWords(nameBody(name), 'iu')));
  return re;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * A run of letters and digits folded so that any two the pattern's case-insensitive match takes as
 * equal fold alike (lower, upper, then lower case: "ſ" and "s", "K" (Kelvin) and "k", "ẞ" and "ß"). It may fold more
 * together than the pattern does ("ß" and "ss"): the words only pick candidates, the pattern decides.
 */
const fold = (word: string) => word.toLowerCase().toUpperCase().toLowerCase();

/** The folded words of a text: every run of letters and digits. */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map(fold);
}

/** The words of an article's title, summary and text. */
function wordsOfArticle(article: MentionText): Set<string> {
  return new Set([article.title, article.summary, ...article.content].flatMap(wordsOf));
}

/** For each word, the positions of the articles holding it. */
type WordIndex = Map<string, number[]>;

// The index of the list last asked about. Pages ask with a fresh array of the same article objects
// (getArticles() sorts a copy), so the cache holds while every element is the same object.
let indexed: { articles: readonly MentionText[]; index: WordIndex } | undefined;

function sameArticles(a: readonly MentionText[], b: readonly MentionText[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function wordIndex(articles: readonly MentionText[]): WordIndex {
  if (indexed && sameArticles(indexed.articles, articles)) return indexed.index;
  const index: WordIndex = new Map();
  articles.forEach((article, i) => {
    for (const word of wordsOfArticle(article)) {
      const at = index.get(word);
      if (at) at.push(i);
      else index.set(word, [i]);
    }
  });
  indexed = { articles: [...articles], index };
  return index;
}

/**
 * The positions of the articles that can mention her: each run of letters and digits of her name is
 * a whole word of any text that names her (the pattern allows no letter or digit on either side of
 * her name, and her name's own separators are spaces or other characters), so only articles holding
 * every one of them can. Undefined when her name has no letter or digit (then every article is tested).
 */
function candidates(articles: readonly MentionText[], name: string): number[] | undefined {
  const nameWords = [...new Set(wordsOf(name))];
  if (!nameWords.length) return undefined;
  const index = wordIndex(articles);
  const lists = nameWords.map((w) => index.get(w) ?? []).sort((a, b) => a.length - b.length);
  const [rarest = [], ...others] = lists;
  const sets = others.map((l) => new Set(l));
  return rarest.filter((i) => sets.every((s) => s.has(i)));
}

const mentionedIn = (article: MentionText, re: RegExp) => [article.title, article.summary, ...article.content].some((text) => re.test(text));

export function mentionsAthlete(article: MentionText, name: string): boolean {
  if (!name.trim()) return false;
  const nameWords = wordsOf(name);
  if (nameWords.length) {
    const words = wordsOfArticle(article);
    if (!nameWords.every((w) => words.has(w))) return false;
  }
  return mentionedIn(article, namePattern(name));
}

/** The articles that mention her, in the order given. */
export function articlesMentioning<A extends MentionText>(articles: readonly A[], name: string): A[] {
  if (!name.trim()) return [];
  const at = candidates(articles, name);
  const pool = at ? at.flatMap((i) => articles[i] ?? []) : articles;
  if (!pool.length) return [];
  const re = namePattern(name);
  return pool.filter((a) => mentionedIn(a, re));
}

/** A record a text can name in full (an athlete, a team), and its page. */
export interface Named {
  name: string;
  href: string;
}

/** A piece of text, or a mention of a named record linking to its page. */
export type TextPart = string | { text: string; href: string };

/** The named records by their name's first word, read once per list (a league may name 10,000 athletes). */
const byFirstWord = new WeakMap<readonly Named[], Map<string, { at: number; words: string[] }[]>>();

function firstWordIndex(named: readonly Named[]): Map<string, { at: number; words: string[] }[]> {
  let index = byFirstWord.get(named);
  if (index) return index;
  index = new Map();
  named.forEach((n, at) => {
    const words = wordsOf(n.name);
    const first = words[0];
    if (first === undefined) return;
    const list = index!.get(first);
    if (list) list.push({ at, words });
    else index!.set(first, [{ at, words }]);
  });
  byFirstWord.set(named, index);
  return index;
}

/**
 * The named records a set of texts mentions in full (the rule above), each once, in the order given.
 * Only the records whose every name word is a word of the texts are tested with the full pattern.
 */
export function namedIn(texts: readonly string[], named: readonly Named[]): Named[] {
  const words = new Set(texts.flatMap(wordsOf));
  const index = firstWordIndex(named);
  const hits: number[] = [];
  for (const word of words)
    for (const candidate of index.get(word) ?? [])
      if (candidate.words.every((w) => words.has(w))) {
        const re = namePattern(named[candidate.at]!.name);
        if (texts.some((text) => re.test(text))) hits.push(candidate.at);
      }
  return hits.sort((a, b) => a - b).map((at) => named[at]!);
}

// One matcher per list of names (a page passes the same list for each of its paragraphs).
const linkers = new WeakMap<readonly Named[], { re: RegExp; byWords: Map<string, Named> } | null>();

function linkerOf(named: readonly Named[]): { re: RegExp; byWords: Map<string, Named> } | null {
  if (linkers.has(named)) return linkers.get(named)!;
  const usable = named.filter((n) => wordsOf(n.name).length > 0).sort((a, b) => b.name.length - a.name.length);
  // A match is the name whose words (folded) it is: the first, so the longest, of any that share them.
  const byWords = new Map<string, Named>();
  for (const n of usable) if (!byWords.has(wordsOf(n.name).join(' '))) byWords.set(wordsOf(n.name).join(' '), n);
  const linker = usable.length ? { re: wholeWords(usable.map((n) => nameBody(n.name)).join('|'), 'giu'), byWords } : null;
  linkers.set(named, linker);
  return linker;
}

/**
 * A text cut at every full mention of the named records (the rule above), each mention a link to
 * its page. Where two names overlap, the longer is taken ("Maya Johnson Jr." before "Maya Johnson").
 */
export function linkNames(text: string, named: readonly Named[]): TextPart[] {
  const linker = linkerOf(named);
  if (!linker) return [text];
  const { re, byWords } = linker;
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(re)) {
    const found = byWords.get(wordsOf(match[0]).join(' '));
    if (!found) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[0], href: found.href });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Every athlete and team by full name, with its page: what a text of the league can name. */
export function namedRecordsOf(athletes: readonly { id: string; name: string }[], teams: readonly { id: string; name: string }[]): Named[] {
  return [...athletes.map((a) => ({ name: a.name, href: athleteHref(a.id) })), ...teams.map((t) => ({ name: t.name, href: teamHref(t.id) }))];
}
