import { escapeRegExp } from '@/lib/regexp';

describe('escapeRegExp', () => {
  it('matches the text itself, every reserved character included', () => {
    const text = String.raw`a.b*c+d?e^f$g{h}i(j)k|l[m]n\o /images/x.svg`;
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });
});
