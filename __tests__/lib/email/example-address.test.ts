import { isExampleAddress } from '@/lib/email/example-address';

describe('example addresses', () => {
  it.each([
    'https://example.com',
    'https://www.example.org/x',
    'https://stride-athletics.example.com',
    'https://shop.example.net.',
    'https://wal.example/',
    'https://a.test',
    'https://b.invalid',
    'http://localhost:3000',
  ])('recognises the reserved example domains and their subdomains: %s', (url) => {
    expect(isExampleAddress(url)).toBe(true);
  });

  it.each(['https://www.instagram.com/walleague/', 'https://notexample.com', 'https://example.com.au', 'https://examples.org', 'https://x.com/walleague'])(
    'leaves real addresses alone, including hosts that only look similar: %s',
    (url) => {
      expect(isExampleAddress(url)).toBe(false);
    },
  );

  it('treats a string that is no URL as no address', () => {
    expect(isExampleAddress('not a url')).toBe(true);
  });
});
