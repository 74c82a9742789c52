/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFirst, firstLoadScripts, LOADER_MARK, run } from '@/scripts/postbuild/content-first';
import { fixtureDir, readFixture } from '@/scripts/postbuild/fixture-files';
import { VERIFIED_NEXT_VERSION } from '@/scripts/postbuild/verified-next';

// The page as flight-text leaves it (the step before) and what content-first makes of it.
const fixture = readFixture(path.resolve(__dirname, '../../..', fixtureDir(VERIFIED_NEXT_VERSION)));
const input = fixture.golden('flight-text', fixture.index.page).toString('utf8');
const out = contentFirst(input);

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const LOADER = new RegExp(`<script ${LOADER_MARK}="">[^<]*</script>`);

describe(`content-first over a real Next ${VERIFIED_NEXT_VERSION} page`, () => {
  const nextScripts = [...input.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);

  it('makes exactly the reviewed golden page', () => {
    expect(out).toBe(fixture.golden('content-first', fixture.index.page).toString('utf8'));
  });

  it('the page asks for the same scripts, in the same order, from the end of its body', () => {
    expect(nextScripts.length).toBeGreaterThan(3);
    expect(firstLoadScripts(out)).toEqual(nextScripts);
    const loader = LOADER.exec(out);
    expect(loader).not.toBeNull();
    expect(out.slice(loader!.index + loader![0].length)).toBe('</body></html>');
  });

  it('no <script src async> and no script preload is left for the browser to fetch early', () => {
    expect(out).not.toMatch(ASYNC_SCRIPT);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toMatch(/<script src="[^"]+" noModule="">/); // legacy browsers' polyfills stay as Next wrote them
  });

  it('changes nothing else in the page', () => {
    const nextTagsRemoved = input.replace(ASYNC_SCRIPT, '').replace(/<link rel="preload" as="script"[^>]*\/>/g, '');
    expect(out.replace(LOADER, '')).toBe(nextTagsRemoved);
  });

  describe('the step over an export folder', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-first-'));
      fs.cpSync(fixture.exportDir, dir, { recursive: true });
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('rewrites every page in place, once however often it runs, and says how many', () => {
      fs.writeFileSync(path.join(dir, fixture.index.page), input);
      expect(run(dir)).toBe('1 pages load their scripts after their HTML');
      expect(run(dir)).toBe('1 pages load their scripts after their HTML');
      expect(fs.readFileSync(path.join(dir, fixture.index.page), 'utf8')).toBe(out);
    });

    it('stops, naming the page, when a page has no script tags it knows', () => {
      fs.mkdirSync(path.join(dir, 'odd'));
      fs.writeFileSync(path.join(dir, 'odd', 'index.html'), '<!DOCTYPE html><html><body><p>x</p></body></html>');
      expect(() => run(dir)).toThrow(/odd\/index\.html: no <script src async> tags found/);
    });
  });
});
