// npm run budget: first-load JavaScript of every exported page against an empty Next 16 app built
// the same way (output: 'export', Turbopack). Fails when a page ships more than 1.3x the empty app's
// first load, or when PayPal, QR or calendar code is in any page's first load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadScripts } from '../../scripts/postbuild/compile-hints.ts';
import { exportedHtmlFiles, exportPathOf, routeOf } from '../../scripts/postbuild/export-files.ts';
import { buildEmptyApp } from '../../scripts/lib/empty-next-app.mjs';

const RATIO = Number(process.env.JS_BUDGET_RATIO || 1.3);
const FORBIDDEN = [
  { name: 'PayPal SDK loader', marker: 'paypal.com/sdk/js' },
  { name: 'QR code generator', marker: 'The amount of data is too big to be stored in a QR Code' },
  { name: 'calendar (.ics) builder', marker: 'BEGIN:VCALENDAR' },
];

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function measure(outDir) {
  const pages = exportedHtmlFiles(outDir).filter((file) => path.basename(file) === 'index.html');
  return pages.map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const scripts = firstLoadScripts(html).map((src) => path.join(outDir, exportPathOf(src)));
    const bytes = scripts.reduce((sum, s) => sum + gzipSize(s), 0);
    const text = scripts.map((s) => fs.readFileSync(s, 'utf8')).join('\n');
    const forbidden = FORBIDDEN.filter((f) => text.includes(f.marker)).map((f) => f.name);
    return { route: routeOf(outDir, file), bytes, forbidden };
  });
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync('out/index.html')) {
    console.error('budget: out/ is missing; run `npm run build` first.');
    process.exit(1);
  }
  const [emptyHome] = measure(buildEmptyApp()).filter((p) => p.route === '/');
  const baseline = emptyHome.bytes;
  const limit = Math.round(baseline * RATIO);
  const pages = measure(path.resolve('out')).sort((a, b) => b.bytes - a.bytes);
  let failed = 0;
  console.log(`empty Next 16 app first load: ${(baseline / 1024).toFixed(1)} KiB gzip; limit ${RATIO}x = ${(limit / 1024).toFixed(1)} KiB`);
  for (const p of pages) {
    const problems = [];
    if (p.bytes > limit) problems.push(`over budget by ${((p.bytes - limit) / 1024).toFixed(1)} KiB`);
    if (p.forbidden.length) problems.push(`first load includes ${p.forbidden.join(', ')}`);
    if (p.forbidden.length || p.bytes > limit) failed += 1;
    if (problems.length || process.env.JS_BUDGET_VERBOSE)
      console.log(`${p.route.padEnd(48)} ${(p.bytes / 1024).toFixed(1).padStart(7)} KiB  ${(p.bytes / baseline).toFixed(2)}x ${problems.join('; ')}`);
  }
  const largest = pages[0];
  console.log(
    `${pages.length} pages checked; largest ${largest.route} ${(largest.bytes / 1024).toFixed(1)} KiB (${(largest.bytes / baseline).toFixed(2)}x); ${pages.filter((p) => p.bytes > limit).length} over ${RATIO}x; ${failed} failing`,
  );
  process.exit(failed ? 1 : 0);
}
