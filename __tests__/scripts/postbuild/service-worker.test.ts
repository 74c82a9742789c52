import { precacheUrl, SHELL_PATTERNS } from '@/scripts/postbuild/service-worker';

describe('the service worker precaches the app shell under the URLs visitors ask for', () => {
  it('caches a page under its folder URL, with or without a base path', () => {
    expect(precacheUrl('/index.html')).toBe('/');
    expect(precacheUrl('/my-tickets/index.html')).toBe('/my-tickets/');
    expect(precacheUrl('/league/index.html')).toBe('/league/');
    expect(precacheUrl('/league/my-tickets/index.html')).toBe('/league/my-tickets/');
  });

  it('keeps other files under their own names', () => {
    expect(precacheUrl('/404.html')).toBe('/404.html');
    expect(precacheUrl('/_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js');
    expect(precacheUrl('/flags.svg')).toBe('/flags.svg');
  });

  it('the shell holds home, My Tickets, the 404 page, the scripts and styles, and the footer flags', () => {
    expect(SHELL_PATTERNS).toEqual(expect.arrayContaining(['index.html', 'my-tickets/index.html', '404.html', '_next/static/**/*.{js,css}', 'flags.svg']));
  });
});
