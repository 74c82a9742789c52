import { returnPath, signInHref } from '@/lib/url/return-path';

describe('the path to go back to after signing in', () => {
  it('follows a path of this site', () => {
    expect(returnPath('/upcoming-contests/?enter=2')).toBe('/upcoming-contests/?enter=2');
    expect(returnPath('/')).toBe('/');
  });

  it('refuses another host, a scheme, a backslash, control characters and nothing at all', () => {
    for (const bad of [
      '//evil.example/',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      '/javascript:alert(1)',
      '/a\nb',
      '',
      null,
      undefined,
      'x',
    ])
      expect([bad, returnPath(bad)]).toEqual([bad, null]);
  });

  it('gives the sign-in address with the way back, or the plain one', () => {
    expect(signInHref('/upcoming-contests/?enter=2')).toBe('/user/dashboard/?next=%2Fupcoming-contests%2F%3Fenter%3D2');
    expect(signInHref()).toBe('/user/dashboard/');
  });
});
