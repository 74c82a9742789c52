/**
 * Content first: the exported pages ask for their JavaScript only once the page's HTML has been
 * read, so on a slow connection the first screen's text and images do not share the line with
 * 140-170 KiB of scripts.
 *
 * Next puts `<script src async>` tags (and one low-priority preload) in the <head>; the browser's
 * preload scanner requests them at once, alongside the document. This rewrite removes those tags
 * and adds one inline loader at the end of <body> that inserts the same scripts, with the same
 * `async` behaviour, in the same order. The page is complete and readable before any of it runs
 * (it already was without JavaScript).
 *
 * The loader asks for the scripts once the browser has painted the whole page: at the next
 * largest-contentful-paint entry (or, without it, the next paint entry), and when the browser
 * already painted part of the page before the end of the HTML was read, also in the task after the
 * next animation frame, whichever comes first. A fast connection therefore cannot deliver and run a
 * script before the first screen is shown. A hidden page (background tab, prerender) paints
 * nothing: it asks at once; a timer asks anyway should no paint be reported. The window's load
 * event can therefore come before the scripts have run; browser tests wait for the page to mark
 * itself hydrated, not for `load`.
 *
 * Runs after flight-text (which rewrites the same pages' inline data) and before compile-hints
 * (which reads the loader's list).
 */
import fs from 'node:fs';
import { exportedHtmlFiles, shownPath } from './export-files';

/** `<script src="…" async=""></script>` exactly as Next 16 writes it into an exported page. */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;
/** Next's preload of its bootstrap chunk. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** Any script with a src that is not a legacy (nomodule) polyfill. */
const OTHER_EXTERNAL_SCRIPT = /<script(?![^>]*noModule)[^>]*\ssrc=/i;

export const LOADER_MARK = 'data-content-first';

export class ContentFirstError extends Error {}

/** Longest wait for the first paint before the loader asks for the scripts anyway (ms). */
export const LOADER_FALLBACK_MS = 500;

/** The inline loader for these script URLs (JSON-encoded, so no URL can end the script early). */
export function scriptLoader(srcs: readonly string[]): string {
  const list = JSON.stringify(srcs).replace(/</g, '\\u003c');
  const load = 'function g(){if(f)return;f=1;u.forEach(function(x){var s=d.createElement("script");s.src=x;s.async=true;d.body.appendChild(s)})}';
  const afterPaint =
    'var P=w.PerformanceObserver,T=(P&&P.supportedEntryTypes)||[],' +
    't=T.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":T.indexOf("paint")>=0?"paint":"";' +
    'if(t){var o=new P(function(){o.disconnect();g()});o.observe({type:t})}' +
    'if(!t||w.performance.getEntriesByType("paint").length){if(w.requestAnimationFrame)w.requestAnimationFrame(function(){setTimeout(g,0)});else g()}' +
    `setTimeout(g,${LOADER_FALLBACK_MS})`;
  return `<script ${LOADER_MARK}="">(function(u,d,w){var f=0;${load}if(d.hidden)g();else{${afterPaint}}})(${list},document,window)</script>`;
}

const LOADER = new RegExp(`<script ${LOADER_MARK}="">\\(function\\(u,d,w\\)\\{[^<]*?\\}\\)\\((\\[[^\\]]*\\]),document,window\\)</script>`);

/**
 * The scripts a page runs on first load, in order: `<script src>` tags (nomodule polyfills left
 * out, modern browsers skip them) and the URLs in the content-first loader.
 */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src));
  const loader = LOADER.exec(html);
  return loader ? [...tags, ...(JSON.parse(loader[1]) as string[])] : tags;
}

/**
 * Rewrites one exported HTML page. Throws a ContentFirstError naming what it did not recognise, so
 * a change in Next's output stops the build instead of shipping a page that never loads its code.
 */
export function contentFirst(html: string): string {
  if (html.includes(LOADER_MARK)) return html;
  const srcs = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
  if (srcs.length === 0) throw new ContentFirstError('no <script src async> tags found: Next output changed?');
  const stripped = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  if (OTHER_EXTERNAL_SCRIPT.test(stripped)) throw new ContentFirstError('a <script src> tag of an unknown form is left');
  const end = stripped.lastIndexOf('</body>');
  if (end === -1) throw new ContentFirstError('no </body> tag');
  return `${stripped.slice(0, end)}${scriptLoader(srcs)}${stripped.slice(end)}`;
}

/** Rewrites every page of the export in place; returns the step's summary line. */
export function run(outDir: string): string {
  const files = exportedHtmlFiles(outDir);
  for (const file of files) {
    try {
      fs.writeFileSync(file, contentFirst(fs.readFileSync(file, 'utf8')));
    } catch (err) {
      throw new ContentFirstError(`${shownPath(file)}: ${(err as Error).message}`);
    }
  }
  return `${files.length} pages load their scripts after their HTML`;
}
