import { articlesMentioning, linkNames, mentionsAthlete, namedIn } from '@/lib/athletes/mentions';

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

  it('finds the same articles through its word index as by testing every article', () => {
    const texts = [
      'Maya Johnson scored twice.',
      'MAYA  JOHNSON again.',
      'Johnson, Maya: no mention.',
      'Amaya Johnson is someone else.',
      "Maya Johnson's pass.",
      'Zoë O.Brien+ and Maya Johnson.',
      'GROẞE Maya Johnson', // capital sharp s
      'Nobody here.',
    ];
    const list = texts.map((t, i) => article({ title: `t${i}`, content: [t] }));
    for (const name of ['Maya Johnson', 'Zoë O.Brien+', 'Große Maya', 'Nobody', 'Johnson Maya']) {
      const each = list.filter((a) => mentionsAthlete(a, name)).map((a) => a.title);
      expect(articlesMentioning(list, name).map((a) => a.title)).toEqual(each);
    }
    expect(articlesMentioning(list, 'Maya Johnson').map((a) => a.title)).toEqual(['t0', 't1', 't4', 't5', 't6']);
    expect(articlesMentioning(list, 'Große Maya').map((a) => a.title)).toEqual(['t6']);
    expect(articlesMentioning(list, 'Johnson Maya')).toEqual([]);
  });

  it('tests her name only against the articles that hold its words, not against every article', () => {
    const articles = Array.from({ length: 300 }, (_, i) =>
      article({ title: `Report ${i}`, content: [`Athlete${i} Surname${i % 7} won the final.`, 'A paragraph of match report words. '.repeat(5)] }),
    );
    const tests = jest.spyOn(RegExp.prototype, 'test');
    try {
      let found = 0;
      for (let i = 0; i < 1000; i++) found += articlesMentioning(articles, `Athlete${i} Surname${i % 7}`).length;
      expect(found).toBe(300);
      // One pattern test per paragraph of each article that names her (title, summary, 2 paragraphs),
      // where every article against every name would be 300,000 articles.
      expect(tests.mock.calls.length).toBeLessThanOrEqual(300 * 4);
    } finally {
      tests.mockRestore();
    }
  });
});

describe('linking the records a text names', () => {
  const maya = { name: 'Maya Johnson', href: '/athletes/maya-johnson/' };
  const team = { name: 'Austin Blaze', href: '/teams/austin-blaze/' };
  const junior = { name: 'Maya Johnson Jr.', href: '/athletes/maya-johnson-jr/' };

  it('finds the records named in full, once each, by the same rule as an athlete’s articles', () => {
    const texts = ['Maya Johnson led the Austin Blaze.', 'MAYA   JOHNSON again.'];
    expect(namedIn(texts, [maya, team, { name: 'Lena Ortiz', href: '/x/' }])).toEqual([maya, team]);
    // A surname alone, or a name inside a longer word, is no mention.
    expect(namedIn(['Johnson scored; Mayajohnson did not.'], [maya])).toEqual([]);
  });

  it('cuts a text at each mention, keeping its own spelling, the longer of two overlapping names taken', () => {
    expect(linkNames('Maya Johnson led the austin  blaze to a win.', [maya, team])).toEqual([
      { text: 'Maya Johnson', href: maya.href },
      ' led the ',
      { text: 'austin  blaze', href: team.href },
      ' to a win.',
    ]);
    expect(linkNames('Then Maya Johnson Jr. scored.', [maya, junior])).toEqual(['Then ', { text: 'Maya Johnson Jr.', href: junior.href }, ' scored.']);
    expect(linkNames('No names here.', [maya])).toEqual(['No names here.']);
    // A name's symbols are matched as themselves, and a "name" with no letter or digit is never linked.
    const cj = { name: 'C.J. Ray', href: '/athletes/cj-ray/' };
    expect(linkNames('CxJ Ray and C.J. Ray (.*+?)', [cj, { name: '(.*+?)', href: '/odd/' }])).toEqual([
      'CxJ Ray and ',
      { text: 'C.J. Ray', href: cj.href },
      ' (.*+?)',
    ]);
  });
});
