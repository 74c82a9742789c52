import { withQueryParam } from '@/lib/url/query';

describe('withQueryParam', () => {
  it('sets one parameter and keeps the others in order', () => {
    expect(withQueryParam('?a=1&sport=golf&b=2', 'sport', 'soccer')).toBe('?a=1&sport=soccer&b=2');
    expect(withQueryParam('', 'sport', 'track & field')).toBe('?sport=track+%26+field');
  });

  it('takes the parameter out for null or an empty value, leaving "" when nothing is left', () => {
    expect(withQueryParam('?sport=golf', 'sport', null)).toBe('');
    expect(withQueryParam('?sport=golf&q=x', 'sport', '')).toBe('?q=x');
    expect(withQueryParam('', 'sport', null)).toBe('');
  });
});
