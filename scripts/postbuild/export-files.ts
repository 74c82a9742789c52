import fs from 'node:fs';
import path from 'node:path';

/** Every file of a static export whose name ends in `ext` (the `_next` asset folder left out), in a stable order. */
export function exportedFiles(outDir: string, ext: string): string[] {
  return fs
    .readdirSync(outDir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const p = path.join(outDir, e.name);
      if (e.isDirectory()) return e.name === '_next' ? [] : exportedFiles(p, ext);
      return e.name.endsWith(ext) ? [p] : [];
    });
}

/** Every HTML file of a static export. */
export const exportedHtmlFiles = (outDir: string): string[] => exportedFiles(outDir, '.html');

/** Every flight payload file of a static export (the `.txt` files client-side navigation fetches; robots.txt left out). */
export const exportedPayloadFiles = (outDir: string): string[] => exportedFiles(outDir, '.txt').filter((f) => path.basename(f) !== 'robots.txt');

/** A file's place for messages: relative to the working folder when inside it. */
export function shownPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

export class ExportPathError extends Error {}

/**
 * Where a page's script URL lives inside the export, whatever the base path:
 * `/league/_next/static/chunks/a.js` -> `_next/static/chunks/a.js`.
 */
export function exportPathOf(url: string): string {
  const at = url.indexOf('/_next/static/');
  if (at === -1 || /[?#]|\.\.|^[a-z]+:/i.test(url)) throw new ExportPathError(`not a script of this export: ${url}`);
  return url.slice(at + 1);
}

/** The route of an exported page file: `out/sports/soccer/index.html` -> `/sports/soccer/`. */
export function routeOf(outDir: string, htmlFile: string): string {
  const rel = path.relative(outDir, htmlFile).split(path.sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '$1')}`;
}
