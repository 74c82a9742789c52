import { isExampleAddress } from '@/lib/email/example-address';

describe('example addresses', () => {
  it('recognises the reserved example domains and their subdomains', () => {
    for (const url of [
      'https://example.com',
      'https://www.example.org/x',
      'https://stride-athletics.example.com',
      'https://shop.example.net.',
      'https://wal.example/',
      'https://a.test',
      'https://b.invalid',
      'http://localhost:3000',
    ]) {
      expect({ url, example: isExampleAddress(url) }).toEqual({ url, example: true });
    }
  });

  it('leaves real addresses alone, including hosts that only look similar', () => {
    for (const url of [
      'https://www.instagram.com/walleague/',
      'https://notexample.com',
      'https://example.com.au',
      'https://examples.org',
      'https://x.com/walleague',
    ]) {
      expect({ url, example: isExampleAddress(url) }).toEqual({ url, example: false });
    }
  });

  it('treats a string that is no URL as no address', () => {
    expect(isExampleAddress('not a url')).toBe(true);
  });
});
