/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, firstLoadExportPaths, run, withCompileHint } from '@/scripts/postbuild/compile-hints';
import { fixtureDir, readFixture } from '@/scripts/postbuild/fixture-files';
import { VERIFIED_NEXT_VERSION } from '@/scripts/postbuild/verified-next';

const fixture = readFixture(path.resolve(__dirname, '../../..', fixtureDir(VERIFIED_NEXT_VERSION)));
const { page, script } = fixture.index;
const withNextTags = fixture.golden('flight-text', page).toString('utf8');
const goldenList = JSON.parse(fixture.golden('compile-hints', 'first-load.json').toString('utf8')) as string[];

describe(`compile-hints over a real Next ${VERIFIED_NEXT_VERSION} export`, () => {
  it('finds exactly the reviewed golden list of first-load scripts', () => {
    expect(firstLoadExportPaths(withNextTags)).toEqual(goldenList);
    expect(goldenList).toContain(script);
  });

  it('leaves out the legacy polyfill that modern browsers skip', () => {
    const polyfill = /<script src="\/([^"]+)" noModule=""/.exec(withNextTags)?.[1];
    expect(polyfill).toBeDefined();
    expect(goldenList).not.toContain(polyfill);
  });

  it('marks a real first-load script exactly as the golden file, with the hint as its only new line', () => {
    const raw = fixture.exported(script).toString('utf8');
    const hinted = withCompileHint(raw);
    expect(hinted).toBe(fixture.golden('compile-hints', script).toString('utf8'));
    expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(raw);
  });

  describe('the step over an export folder', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
      fs.cpSync(fixture.exportDir, dir, { recursive: true });
      fs.writeFileSync(path.join(dir, page), withNextTags);
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('refuses, naming the page, when a script the page loads is not in the export', () => {
      expect(() => run(dir)).toThrow(new RegExp(`${page}: _next/static/chunks/.+ is not in the export`));
    });

    it('hints each script some page loads first once, and says how many', () => {
      const others = goldenList.filter((f) => f !== script);
      for (const f of others) fs.writeFileSync(path.join(dir, f), 'self.x=1;');
      expect(run(dir)).toBe(`${goldenList.length} first-load scripts compile off the main thread`);
      expect(run(dir)).toBe(`${goldenList.length} first-load scripts compile off the main thread`);
      expect(fs.readFileSync(path.join(dir, script))).toEqual(fixture.golden('compile-hints', script));
      for (const f of others) expect(fs.readFileSync(path.join(dir, f), 'utf8')).toBe(`${COMPILE_HINT}\nself.x=1;`);
    });
  });
});
