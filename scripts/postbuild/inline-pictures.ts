/**
 * A page's main picture comes with the page.
 *
 * The picture a page marks as its main one (`<Img priority>`: `fetchPriority="high"`, preloaded) is
 * most often its largest element: the home hero's drawing, an event's, a sport's banner, an athlete's
 * portrait. As a file of its own it costs one more round trip after the HTML, so on a phone line it
 * appeared about half a second after the words beside it (Lighthouse, slow 4G applied: the home page's
 * largest paint 1.45 s against its first paint 0.95 s; docs/performance.md). The league's pictures are
 * drawings of a few KB, so this step writes each such picture into its `<img>` as a `data:` URL and
 * drops the page's preload of the file: the picture is painted with the first frame.
 *
 * Only the HTML changes. The flight data still names the file, so a client-side render of the same
 * picture (after a navigation) loads the file as before; React never compares an attribute when it
 * hydrates (react-dom's `prepareToHydrateHostInstance`), and sets `src` again whenever the picture
 * changes (a product's colour). A picture in an `<img>` runs no script and loads nothing, so a data
 * URL shows exactly what the file shows. Larger pictures and other formats keep their request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from '../../lib/regexp';
import { exportedHtmlFiles } from './export-files';

/**
 * The largest picture a page carries in itself. An SVG drawing packs into its page at about 40% of its
 * size (gzip), which at this size is less than the request it saves: its headers and a round trip.
 */
export const INLINE_PICTURE_MAX_BYTES = 10 * 1024;

/**
 * The drawing as a `data:` URL fit for a double-quoted HTML attribute: the characters that URLs and
 * HTML attributes reserve are percent-encoded, the rest kept as they are, so gzip packs it as well
 * as the file.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>"&\r\n\t]/g, (c) => encodeURIComponent(c))}`;
}

const IMG_TAG = /<img\b[^>]*>/g;
const PRELOAD = /<link\b[^>]*\srel="preload"[^>]*>/g;

/**
 * The flight data's hint to preload a picture (`:HL["/images/a.svg","image",{"fetchPriority":"high"}]`,
 * a row of its own, written by a server component's `<img>`), as it stands escaped in the page's
 * inline flight scripts. React's client acts on it when the page hydrates and would fetch the file.
 */
const flightImageHint = (src: string) => new RegExp(`:HL\\[\\\\"${escapeRegExp(src)}\\\\",\\\\"image\\\\"(?:,\\{[^}\\]]*\\})?\\]\\\\n`, 'g');

/**
 * One page with its main pictures in itself: each `<img fetchPriority="high">` whose `src` is an SVG
 * that `readPicture` returns (null: keep the file) gets a data URL, as does any other `<img>` of the
 * page that shows the same file, and the page's preloads of those files go, in its head and in its
 * flight data.
 */
export function inlinePictures(html: string, readPicture: (src: string) => string | null): { html: string; inlined: string[] } {
  const inlined = new Map<string, string>();
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const src = /\sfetchPriority="high"/.test(tag) ? /\ssrc="([^"]+\.svg)"/.exec(tag)?.[1] : undefined;
    const svg = src === undefined || inlined.has(src) ? null : readPicture(src);
    if (src !== undefined && svg !== null) inlined.set(src, svgDataUrl(svg));
  }
  // Another <img> of the same file (the tickets page's first event, in its hero and in its card) gets
  // the same data URL: its request would bring the file again, while gzip packs a nearby second copy
  // to a few bytes.
  const withPictures = html.replace(IMG_TAG, (tag) => {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    const url = src === undefined ? undefined : inlined.get(src);
    // A function, so that a `$$` or `$'` in the drawing is not read as a replacement pattern.
    return url === undefined ? tag : tag.replace(` src="${src}"`, () => ` src="${url}"`);
  });
  let page = withPictures.replace(PRELOAD, (link) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    return /\sas="image"/.test(link) && href !== undefined && inlined.has(href) ? '' : link;
  });
  for (const src of inlined.keys()) page = page.replace(flightImageHint(src), '');
  return { html: page, inlined: [...inlined.keys()] };
}

/**
 * Reads a picture of the export by its address (`/league/images/a.svg` under the base path
 * `/league`): its text when it is an SVG of at most `maxBytes`, otherwise null.
 */
export function pictureReader(outDir: string, basePath: string, maxBytes = INLINE_PICTURE_MAX_BYTES): (src: string) => string | null {
  const root = path.resolve(outDir);
  return (src) => {
    if (!src.startsWith(`${basePath}/`) || /[?#]|\.\./.test(src)) return null;
    const file = path.join(root, src.slice(basePath.length));
    if (!file.startsWith(`${root}${path.sep}`) || !file.endsWith('.svg')) return null;
    try {
      return fs.statSync(file).size <= maxBytes ? fs.readFileSync(file, 'utf8') : null;
    } catch {
      return null;
    }
  };
}

/** Puts every page's small main pictures into the page; returns the step's summary line. */
export function run(outDir: string, basePath = process.env.BASE_PATH || ''): string {
  const read = pictureReader(outDir, basePath);
  let pages = 0;
  let pictures = 0;
  for (const file of exportedHtmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const page = inlinePictures(html, read);
    if (page.inlined.length === 0) continue;
    fs.writeFileSync(file, page.html);
    pages++;
    pictures += page.inlined.length;
  }
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${count(pages, 'page carries its', 'pages carry their')} main picture in the markup (${count(pictures, 'drawing', 'drawings')} of at most ${INLINE_PICTURE_MAX_BYTES / 1024} KB, no request or preload of their own)`;
}
