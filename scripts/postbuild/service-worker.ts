/**
 * The service worker: lib/sw/sw.ts bundled with esbuild into `<export>/sw.js`, with the precache
 * manifest of the app shell injected (Serwist's injectManifest).
 *
 * The last post-build step: the manifest carries each file's revision, so it must see the files as
 * the earlier steps left them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminOnlyChunks, chunksNamedIn } from './admin-chunks';
import { exportedHtmlFiles, exportedPayloadFiles, shownPath } from './export-files';

/**
 * The shell: home, the offline-critical pages, scripts, styles, icons, the footer's flags and the
 * manifest. Scripts and styles only the admin console loads are left out (see ./admin-chunks.ts).
 */
export const SHELL_PATTERNS = [
  'index.html',
  'my-tickets/index.html',
  '404.html',
  '_next/static/**/*.{js,css}',
  'icons/*.png',
  'favicon.ico',
  'icon.svg',
  'flags.svg',
  'manifest.webmanifest',
];

/** A page is cached under the URL a visitor asks for: `my-tickets/index.html` as `my-tickets/`, `index.html` as the root. */
export function precacheUrl(url: string): string {
  return url.replace(/\/index\.html$/, '/').replace(/^index\.html$/, '/');
}

/**
 * The export's chunks only /admin/ pages reach, as paths relative to it. A page or payload is kept as
 * the chunks it names (all adminOnlyChunks reads of it), not its text: a league of 10,000 athletes
 * exports 18,000 pages and 36,000 payloads, several GB of text that ran the step out of memory.
 */
function adminChunksOf(outDir: string): string[] {
  const relative = (file: string) => path.relative(outDir, file).split(path.sep).join('/');
  const read = (file: string) => ({ path: relative(file), text: fs.readFileSync(file, 'utf8') });
  const named = (file: string) => ({ path: relative(file), text: chunksNamedIn(fs.readFileSync(file, 'utf8')).join('\n') });
  const pages = [...exportedHtmlFiles(outDir), ...exportedPayloadFiles(outDir)].map(named);
  const staticDir = path.join(outDir, '_next', 'static');
  const scripts = (fs.readdirSync(staticDir, { recursive: true }) as string[])
    .map((name) => path.join(staticDir, name))
    .filter((file) => /\.(js|css)$/.test(file) && fs.statSync(file).isFile())
    .map(read);
  return adminOnlyChunks(pages, new Map(scripts.map((s) => [s.path, s.text])));
}

/** The league's name for the offline page (data/site.json). */
async function siteName(): Promise<string> {
  const { getSite } = await import('../../lib/content/site');
  return getSite().name;
}

/** Writes `<outDir>/sw.js`; returns the step's summary line. */
export async function run(outDir: string, basePath = process.env.BASE_PATH || ''): Promise<string> {
  // Loaded here, not at the top: the pure parts above are also read by unit tests.
  const { build } = await import('esbuild');
  const { injectManifest } = await import('@serwist/build');
  const swFile = path.join(outDir, 'sw.js');
  const adminChunks = adminChunksOf(outDir);

  await build({
    entryPoints: [path.resolve('lib/sw/sw.ts')],
    outfile: swFile,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"', __WAL_SITE_NAME__: JSON.stringify(await siteName()) },
    logLevel: 'warning',
  });

  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: outDir,
    globPatterns: SHELL_PATTERNS,
    globIgnores: ['**/*.map', ...adminChunks],
    modifyURLPrefix: basePath ? { '': `${basePath}/` } : { '': '/' },
    manifestTransforms: [async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: precacheUrl(e.url) })), warnings: [] })],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  for (const w of warnings) console.warn(`service worker: ${w}`);
  return `${shownPath(swFile)} precaches ${count} files (${(size / 1024).toFixed(0)} KiB), leaving out ${adminChunks.length} chunks only the admin console loads`;
}
