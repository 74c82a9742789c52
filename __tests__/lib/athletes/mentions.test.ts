import { articlesMentioning, mentionsAthlete } from '@/lib/athletes/mentions';

const article = (over: Partial<{ title: string; summary: string; content: string[] }>) => ({ title: 'Title', summary: 'Summary', content: ['Text.'], ...over });

describe('which articles mention an athlete', () => {
  it('finds her full name in the title, the summary or any paragraph, in any letter case', () => {
    expect(mentionsAthlete(article({ title: 'Maya Johnson wins again' }), 'Maya Johnson')).toBe(true);
    expect(mentionsAthlete(article({ summary: 'A night for MAYA JOHNSON.' }), 'Maya Johnson')).toBe(true);
    expect(mentionsAthlete(article({ content: ['First.', 'Then maya johnson threw the winner.'] }), 'Maya Johnson')).toBe(true);
  });

  it('a surname alone, or her name inside a longer word, is no mention', () => {
    expect(mentionsAthlete(article({ content: ['Johnson threw the winner.'] }), 'Maya Johnson')).toBe(false);
    expect(mentionsAthlete(article({ content: ['Maya Johnsonville FC won.'] }), 'Maya Johnson')).toBe(false);
    expect(mentionsAthlete(article({ content: ['Amaya Johnson won.'] }), 'Maya Johnson')).toBe(false);
  });

  it('matches across a line break or double space, and a possessive', () => {
    expect(mentionsAthlete(article({ content: ['Maya\n Johnson scored.'] }), 'Maya Johnson')).toBe(true);
    expect(mentionsAthlete(article({ content: ["Maya Johnson's pass."] }), 'Maya Johnson')).toBe(true);
  });

  it('treats symbols in a name as plain text', () => {
    expect(mentionsAthlete(article({ content: ['A (new) star: Zoë O.Brien+ scored.'] }), 'Zoë O.Brien+')).toBe(true);
    expect(mentionsAthlete(article({ content: ['Zoe OxBrien scored.'] }), 'Zoë O.Brien+')).toBe(false);
    expect(mentionsAthlete(article({}), '   ')).toBe(false);
  });

  it('keeps the articles that mention her, in the order given', () => {
    const list = [article({ title: 'a Lena Park' }), article({ title: 'b' }), article({ summary: 'c Lena Park' })];
    expect(articlesMentioning(list, 'Lena Park').map((a) => a.title)).toEqual(['a Lena Park', 'Title']);
  });
});
