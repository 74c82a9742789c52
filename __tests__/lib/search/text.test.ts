import { matchesQuery, normalizeQuery, sameCategory } from '@/lib/search/text';

describe('plain-text search', () => {
  it('ignores case and surrounding space', () => {
    expect(matchesQuery(normalizeQuery('  FLAG '), ['Flag Football'])).toBe(true);
  });

  it('finds each word of the query, in any order and in any field', () => {
    expect(matchesQuery(normalizeQuery('empire hoodie'), ['Empire Fan Hoodie'])).toBe(true);
    expect(matchesQuery(normalizeQuery('hoodie  empire'), ['Empire Fan Hoodie'])).toBe(true);
    expect(matchesQuery(normalizeQuery('hoodie soccer'), ['Empire Fan Hoodie', 'Soccer'])).toBe(true);
    expect(matchesQuery(normalizeQuery('empire scarf'), ['Empire Fan Hoodie'])).toBe(false);
  });

  it('treats regular-expression characters as text', () => {
    expect(matchesQuery(normalizeQuery('('), ['no brackets here'])).toBe(false);
    expect(matchesQuery(normalizeQuery('(60%)'), ['public voting (60%)'])).toBe(true);
    expect(matchesQuery(normalizeQuery('.*'), ['anything'])).toBe(false);
  });

  it('handles a 5,000-character query without matching or throwing', () => {
    expect(matchesQuery(normalizeQuery('a'.repeat(5000)), ['a short title'])).toBe(false);
  });

  it('an empty query matches everything; missing fields are skipped', () => {
    expect(matchesQuery('', [])).toBe(true);
    expect(matchesQuery('x', [undefined, null, 'x-ray'])).toBe(true);
  });

  it('category "all" or empty means no filter; otherwise case-insensitive equality', () => {
    expect(sameCategory('all', 'soccer')).toBe(true);
    expect(sameCategory('', 'soccer')).toBe(true);
    expect(sameCategory('SOCCER', 'soccer')).toBe(true);
    expect(sameCategory('soccer', 'soccer-extra')).toBe(false);
  });
});
