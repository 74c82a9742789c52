/**
 * Whether the index answered the words typed, or only a stub of one. Pagefind looks for a word it
 * does not hold by a shorter and shorter start of it (pagefind#780, not configurable in 1.6), so
 * "abcdefgh" finds every page with "a" and "xylophone" the footer's "X". One rule decides it here,
 * read from a result's matched words: every word typed must share its start with a word the result
 * matched, at least half of it (less one letter: the index stems "running" to "run"). A nonsense
 * word then finds nothing, while a word being typed ("socc"), a stem ("runs") or a near miss of its
 * end ("socker") still finds. Pure.
 */

const WORD_SEPARATORS = /[^\S\uFEFF]+/;

/** Lower case, accents off, letters and digits only: how a typed or matched word is compared. */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The words of what was typed, folded (empty ones left out). */
export function typedWords(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(/[^\p{L}\p{N}\p{M}'’-]+/u)
        .map(foldWord)
        .filter(Boolean),
    ),
  ];
}

/** The words of a result the index matched: its content's words at the matched locations, folded. */
export function matchedWords(data: { content?: string; raw_content?: string; locations?: readonly number[] }): string[] {
  const words = (data.raw_content ?? data.content ?? '').split(WORD_SEPARATORS);
  return [...new Set((data.locations ?? []).map((at) => foldWord(words[at] ?? '')).filter(Boolean))];
}

const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/** How much of a typed word a matched word must start with. */
export function neededStart(typed: string): number {
  return Math.min(typed.length, Math.max(2, Math.ceil(typed.length / 2) - 1));
}

/** True when every typed word is answered by a matched word (see above); a query of no words is. */
export function answersEveryWord(typed: readonly string[], matched: readonly string[]): boolean {
  return typed.every((t) => matched.some((m) => sharedStart(t, m) >= neededStart(t)));
}
