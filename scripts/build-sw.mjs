// Runs after `next build`: bundles lib/sw/sw.ts with esbuild and injects the precache manifest of
// the app shell (Serwist's injectManifest) into out/sw.js.
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';

const out = path.resolve('out');
const basePath = process.env.BASE_PATH || '';
const swFile = path.join(out, 'sw.js');

await build({
  entryPoints: ['lib/sw/sw.ts'],
  outfile: swFile,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: out,
  // The shell: home, the offline-critical pages, scripts, styles, icons, the footer's flags and the manifest.
  globPatterns: ['index.html', 'my-tickets/index.html', '404.html', '_next/static/**/*.{js,css}', 'icons/*.png', 'favicon.ico', 'icon.svg', 'flags.svg', 'manifest.webmanifest'],
  globIgnores: ['**/*.map'],
  modifyURLPrefix: basePath ? { '': `${basePath}/` } : { '': '/' },
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((e) => ({ ...e, url: e.url.replace(/\/index\.html$/, '/').replace(/^index\.html$/, '/') })),
      warnings: [],
    }),
  ],
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
});
for (const w of warnings) console.warn(`service worker: ${w}`);
console.log(`service worker: out/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KiB)`);
