import { excerptText, highlight } from '@/lib/search/excerpt';

describe('an excerpt as plain text', () => {
  it('drops Pagefind’s <mark> tags and any other tag', () => {
    expect(excerptText('The <mark>soccer</mark> final in <b>May</b>')).toBe('The soccer final in May');
  });

  it('decodes character references, so nothing is shown as markup or as &amp;', () => {
    expect(excerptText('Q&amp;A &lt;script&gt;alert(1)&lt;/script&gt; &#8220;go&#x201D;')).toBe('Q&A <script>alert(1)</script> “go”');
  });

  it('leaves unknown references and stray angle brackets as text', () => {
    expect(excerptText('5 < 6 &bogus; x')).toBe('5 < 6 &bogus; x');
  });
});

describe('highlighting the query in an excerpt', () => {
  const hits = (text: string, query: string) =>
    highlight(text, query)
      .filter((s) => s.hit)
      .map((s) => s.text);

  it('marks each place a query word begins a word, ignoring case', () => {
    expect(hits('Soccer final: soccer fans and SOCCER', 'soccer')).toEqual(['Soccer', 'soccer', 'SOCCER']);
    expect(hits('Maya Lopez scored twice', 'lop maya')).toEqual(['Maya', 'Lop']);
  });

  it('does not mark a word found inside another word', () => {
    expect(hits('Basketball', 'ball')).toEqual([]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'A <tag> & "quotes" stay text';
    expect(
      highlight(text, 'tag quotes')
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('merges overlapping words into one mark', () => {
    expect(hits('Swimming meet', 'swim swimming')).toEqual(['Swimming']);
  });

  it('marks nothing for a query of symbols', () => {
    expect(highlight('Track and field', '"(*)"')).toEqual([{ text: 'Track and field', hit: false }]);
  });
});
