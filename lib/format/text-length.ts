/**
 * A text's length as a person counts it: an emoji, a flag or a letter with its accent is one character
 * (grapheme clusters, Intl.Segmenter; code points where it is missing). The one count of every
 * "N of M characters" limit a visitor sees (chat, a bio), so the counter and the rule agree. Pure.
 */
const graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

export function textLength(text: string): number {
  return graphemes ? Array.from(graphemes.segment(text)).length : Array.from(text).length;
}
