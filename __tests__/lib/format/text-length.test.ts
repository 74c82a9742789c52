import { textLength } from '@/lib/format/text-length';

describe('a text as a person counts it', () => {
  it('counts an emoji, a flag, a skin tone and an accented letter as one character each', () => {
    expect(textLength('abc')).toBe(3);
    expect(textLength('😀'.repeat(300))).toBe(300);
    expect(textLength('👍🏽🇧🇷é')).toBe(3);
    expect(textLength('e\u0301')).toBe(1);
    expect(textLength('')).toBe(0);
  });
});
