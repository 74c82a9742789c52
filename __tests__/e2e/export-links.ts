import fs from 'node:fs';
import path from 'node:path';
import { exportedHtmlFiles, routeOf } from '../../scripts/postbuild/export-files';
import { at } from '@/lib/must';

/** The static export the browser tests serve. */
export const OUT = path.join(process.cwd(), 'out');

/** Pages that are not part of the site's link graph: Next's 404 documents. */
const NOT_PAGES = new Set(['/404.html', '/404/', '/_not-found/']);

export interface ExportedPage {
  route: string;
  /** Every href of an <a> and the action of every GET form in the page's HTML, entities decoded. */
  links: string[];
}

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map((m) => at(m, 1));

/** Where each GET form leads (a form with no method is GET): the header's search form opens /search/ as a link would. */
const getForms = (html: string) =>
  [...html.matchAll(/<form\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bmethod="post"/i.test(tag))
    .flatMap((tag) => {
      const action = /\baction="([^"]*)"/.exec(tag)?.[1];
      return action ? [action] : [];
    });

/** The exported pages and the links each one's HTML holds (what a reader without JavaScript can follow). */
export function exportedPages(out = OUT): ExportedPage[] {
  return exportedHtmlFiles(out)
    .map((file) => ({ route: routeOf(out, file), html: fs.readFileSync(file, 'utf8') }))
    .filter((p) => !NOT_PAGES.has(p.route))
    .map(({ route, html }) => ({ route, links: [...anchors(html), ...getForms(html)].map(decode) }));
}

/** An internal link's path without query or hash ("/buy-tickets/?sport=golf#x" -> "/buy-tickets/"), or null for other sites, mail, phone. */
export function internalPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href.replace(/[?#].*$/, '');
}

/** Whether a path is served by the export: a page folder with index.html, or a file. */
export function servedByExport(p: string, out = OUT): boolean {
  const rel = decodeURIComponent(p).replace(/^\//, '');
  if (rel === '' || rel.endsWith('/')) return fs.existsSync(path.join(out, rel, 'index.html'));
  const file = path.join(out, rel);
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

/** The routes reachable from the home page by following links in the exported HTML. */
export function reachableFrom(start: string, pages: ExportedPage[]): Set<string> {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const page = byRoute.get(queue.shift()!);
    for (const href of page?.links ?? []) {
      const p = internalPath(href);
      if (p && byRoute.has(p) && !seen.has(p)) {
        seen.add(p);
        queue.push(p);
      }
    }
  }
  return seen;
}

/** The year (UTC) the export was built, read from its home page's file time: the footer's copyright year. */
export function exportBuildYear(out = OUT): number {
  return fs.statSync(path.join(out, 'index.html')).mtime.getUTCFullYear();
}
