import { answersEveryWord, foldWord, matchedWords, neededStart, typedWords } from '@/lib/search/answered';

describe('the index answered what was typed', () => {
  it('reads the words a result matched from its content and locations, folded', () => {
    expect(matchedWords({ content: 'Soccer. The Léa  season', locations: [0, 2, 2] })).toEqual(['soccer', 'lea']);
    expect(matchedWords({ raw_content: 'A b', content: 'x', locations: [1, 9] })).toEqual(['b']);
    expect(matchedWords({})).toEqual([]);
  });

  it('folds typed words like matched ones', () => {
    expect(typedWords('  Maya  JOHNSON! café')).toEqual(['maya', 'johnson', 'cafe']);
    expect(foldWord('Women’s')).toBe('womens');
  });

  it('answers a whole word, a word being typed, a stem and a near miss of its end', () => {
    expect(answersEveryWord(['soccer'], ['soccer'])).toBe(true);
    expect(answersEveryWord(['socc'], ['soccer'])).toBe(true);
    expect(answersEveryWord(['running'], ['runs'])).toBe(true);
    expect(answersEveryWord(['socker'], ['soccer'])).toBe(true);
    expect(answersEveryWord(['organization'], ['organized'])).toBe(true);
  });

  it('does not answer a word the index only held a stub of', () => {
    expect(answersEveryWord(['abcdefgh'], ['a'])).toBe(false);
    expect(answersEveryWord(['xylophone'], ['x'])).toBe(false);
    expect(answersEveryWord(['zzzzqqq'], ['z'])).toBe(false);
    // Every word typed must be answered: one nonsense word among real ones finds nothing.
    expect(answersEveryWord(['soccer', 'xylophone'], ['soccer', 'x'])).toBe(false);
  });

  it('asks at least two letters, never more than the word has', () => {
    expect(neededStart('a')).toBe(1);
    expect(neededStart('ab')).toBe(2);
    expect(neededStart('abcdefgh')).toBe(3);
    expect(neededStart('organization')).toBe(5);
  });
});
