import { chunkKey, chunkPaths, isPublishedDataFile, isSearchFile, missesChunks, offlinePageHtml, pageOfPayload, searchCacheKey } from '@/lib/sw/cache-rules';
import { savedAgo } from '@/lib/sw/age';

describe('service worker rules', () => {
  const html = '<link rel="stylesheet" href="/league/_next/static/chunks/a1.css"/><script src="/league/_next/static/chunks/b2.js" async></script>';
  const payload = '1:HL["/_next/static/chunks/a1.css","style"]\n2:I[123,["/_next/static/chunks/c3.js"],"default"]';

  it('finds the scripts and styles a page or payload names, with or without a base path', () => {
    expect(chunkPaths(html)).toEqual(['/_next/static/chunks/a1.css', '/_next/static/chunks/b2.js']);
    expect(chunkPaths(payload)).toEqual(['/_next/static/chunks/a1.css', '/_next/static/chunks/c3.js']);
    expect(chunkKey('https://x.example/league/_next/static/chunks/b2.js?v=1')).toBe('/_next/static/chunks/b2.js');
    expect(chunkKey('/league/')).toBeNull();
  });

  it('drops a cached page once one of its chunks is no longer kept, keeps it while all are', () => {
    const kept = new Set(['/_next/static/chunks/a1.css', '/_next/static/chunks/b2.js']);
    expect(missesChunks(html, kept)).toBe(false);
    expect(missesChunks(payload, kept)).toBe(true);
    expect(missesChunks('<p>no scripts</p>', kept)).toBe(false);
  });

  it('knows which page a payload file belongs to', () => {
    expect(pageOfPayload('/index.txt')).toBe('/');
    expect(pageOfPayload('/buy-tickets/__next.buy-tickets.__PAGE__.txt')).toBe('/buy-tickets/');
    expect(pageOfPayload('/league/sports/golf/index.txt')).toBe('/league/sports/golf/');
  });

  it('the offline page says what happened, offers ways on that work offline, and escapes the name', () => {
    const page = offlinePageHtml({ siteName: 'A <b>&</b> League', home: '/league/', tickets: '/league/my-tickets/' });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>You are offline</h1>');
    expect(page).toContain('has not been opened on this device yet');
    expect(page).toContain('href="/league/"');
    expect(page).toContain('href="/league/my-tickets/"');
    expect(page).not.toContain('<b>');
    expect(page).not.toMatch(/<script/);
  });

  it('says how old a saved page is, as a visitor reads it', () => {
    const saved = '2026-11-25T10:00:00.000Z';
    const at = (ms: number) => Date.parse(saved) + ms;
    expect(savedAgo(saved, at(20_000))).toBe('less than a minute ago');
    expect(savedAgo(saved, at(60_000))).toBe('1 minute ago');
    expect(savedAgo(saved, at(45 * 60_000))).toBe('45 minutes ago');
    expect(savedAgo(saved, at(3 * 3600_000 + 5))).toBe('3 hours ago');
    expect(savedAgo(saved, at(50 * 3600_000))).toBe('2 days ago');
    expect(savedAgo('not a time', at(0))).toBe('some time ago');
  });
});

describe('the search files the worker caches as they are fetched', () => {
  it('are the files under /pagefind/, at any base path', () => {
    expect(isPublishedDataFile('/buy-tickets/12/event.json')).toBe(true);
    expect(isPublishedDataFile('/league/buy-tickets/12/event.json')).toBe(true);
    expect(isPublishedDataFile('/upcoming-contests/3/contest.json')).toBe(true);
    expect(isPublishedDataFile('/sports.json')).toBe(true);
    expect(isPublishedDataFile('/league/sports.json')).toBe(true);
    expect(isPublishedDataFile('/buy-tickets/12/')).toBe(false);
    expect(isPublishedDataFile('/sports/soccer.json')).toBe(false);
    expect(isPublishedDataFile('/buy-tickets/page/2/event.json')).toBe(false);
    expect(isPublishedDataFile('/upcoming-contests/3/event.json')).toBe(false);
    expect(isSearchFile('/pagefind/pagefind.js')).toBe(true);
    expect(isSearchFile('/pagefind/index/en_1a2b.pf_index')).toBe(true);
    expect(isSearchFile('/league/pagefind/fragment/en_3c.pf_fragment')).toBe(true);
    expect(isSearchFile('/pagefind/')).toBe(false);
    expect(isSearchFile('/sports/pagefinder/')).toBe(false);
    expect(isSearchFile('/_next/static/chunks/a.js')).toBe(false);
  });

  it('are kept without their query, so the entry file asked for with ?ts= is found offline', () => {
    expect(searchCacheKey('https://x.test/pagefind/pagefind-entry.json?ts=123')).toBe('https://x.test/pagefind/pagefind-entry.json');
  });
});
