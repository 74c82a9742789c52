import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, CompileHintError, exportPathOf, withCompileHint } from '@/lib/build/compile-hints';
import { exportedHtmlFiles } from '@/lib/build/export-files';

describe('compile hints: first-load scripts ask V8 to compile them off the main thread', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,function(e){e.v(1)}]);';

  it('puts the magic comment on the first line and keeps the script as it was after it', () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(chunk);
  });

  it('adds it once, however often the build step runs', () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });

  it('the hinted script still runs the same (the hint is a comment)', () => {
    const script = 'return [1, 2, 3].map(function (x) { return x * 2; }).join(",");';
    expect(new Function(withCompileHint(script))()).toBe('2,4,6');
  });

  it('finds the script file in the export with or without a base path', () => {
    expect(exportPathOf('/_next/static/chunks/0abc.js')).toBe('_next/static/chunks/0abc.js');
    expect(exportPathOf('/league/site/_next/static/chunks/turbopack-1.js')).toBe('_next/static/chunks/turbopack-1.js');
  });

  it.each(['https://www.paypal.com/sdk/js', '/_next/static/../../etc/passwd', '/_next/static/chunks/a.js?v=1', '/scripts/a.js'])(
    'refuses %s, which is not a script file of this export',
    (url) => expect(() => exportPathOf(url)).toThrow(CompileHintError),
  );
});

describe('exported HTML files', () => {
  it('lists every page of the export, nested ones included, and leaves the _next folder out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    const write = (rel: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), '<!DOCTYPE html>');
    };
    ['index.html', '404.html', 'sports/soccer/index.html', 'join/index.html', '_next/static/x.html', 'sports/soccer/index.txt'].forEach(write);
    const found = exportedHtmlFiles(dir).map((f) => path.relative(dir, f).split(path.sep).join('/'));
    expect(found).toEqual(['404.html', 'index.html', 'join/index.html', 'sports/soccer/index.html']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
