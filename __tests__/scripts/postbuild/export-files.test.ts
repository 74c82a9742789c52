import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportedHtmlFiles, exportedPayloadFiles, ExportPathError, exportPathOf, routeOf } from '@/scripts/postbuild/export-files';

describe('script files of the export', () => {
  it('finds the script file in the export with or without a base path', () => {
    expect(exportPathOf('/_next/static/chunks/0abc.js')).toBe('_next/static/chunks/0abc.js');
    expect(exportPathOf('/league/site/_next/static/chunks/turbopack-1.js')).toBe('_next/static/chunks/turbopack-1.js');
  });

  it.each(['https://www.paypal.com/sdk/js', '/_next/static/../../etc/passwd', '/_next/static/chunks/a.js?v=1', '/scripts/a.js'])(
    'refuses %s, which is not a script file of this export',
    (url) => expect(() => exportPathOf(url)).toThrow(ExportPathError),
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

  it('lists every navigation payload file, and leaves robots.txt and the _next folder out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    for (const rel of ['index.txt', '__next._full.txt', 'robots.txt', 'sports/soccer/index.txt', 'index.html', '_next/static/x.txt']) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), '');
    }
    const found = exportedPayloadFiles(dir).map((f) => path.relative(dir, f).split(path.sep).join('/'));
    expect(found).toEqual(['__next._full.txt', 'index.txt', 'sports/soccer/index.txt']);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names each page file by its route', () => {
    expect(routeOf('/x/out', '/x/out/index.html')).toBe('/');
    expect(routeOf('/x/out', '/x/out/sports/soccer/index.html')).toBe('/sports/soccer/');
    expect(routeOf('/x/out', '/x/out/404.html')).toBe('/404.html');
  });
});
