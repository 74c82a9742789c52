// npm run scale-check -- [N ...]: for each N (default 30 and 300), copies the project to a temp dir,
// adds synthetic sport files until there are N sports, runs `next build` and reports the build time,
// the gzip size of / (out/index.html), of a sport page, and the largest page in the export.
// Target: the 300-sport build succeeds, takes at most 3x the 30-sport build, and no page's
// HTML grows by more than 40 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import { build, gzipSize, makeTempProject, removeTempProject, sportFile, writeJson } from './lib/temp-project.mjs';

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const targets = counts.length ? counts : [30, 300];
const root = process.cwd();
const results = [];

function pages(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...pages(p));
    else if (entry.name.endsWith('.html')) out.push(p);
  }
  return out;
}

for (const n of targets) {
  const dir = makeTempProject(root, `scale-${n}`);
  try {
    const existing = fs.readdirSync(path.join(dir, 'data', 'sports')).filter((f) => f.endsWith('.json')).length;
    for (let i = existing + 1; i <= n; i++) {
      writeJson(
        path.join(dir, 'data', 'sports', `synthetic-sport-${i}.json`),
        sportFile({ id: 1000 + i, slug: `synthetic-sport-${i}`, name: `Synthetic Sport ${i}` }),
      );
    }
    const r = build(dir);
    if (!r.ok) {
      console.log(r.output.slice(-3000));
      results.push({ sports: n, ok: false, seconds: r.seconds });
      continue;
    }
    const out = path.join(dir, 'out');
    const all = pages(out).map((p) => ({ page: path.relative(out, p), gzip: gzipSize(p) }));
    const largest = all.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    results.push({
      sports: n,
      ok: true,
      seconds: Math.round(r.seconds),
      pages: all.length,
      homeGzipKB: +(gzipSize(path.join(out, 'index.html')) / 1024).toFixed(1),
      soccerGzipKB: +(gzipSize(path.join(out, 'sports', 'soccer', 'index.html')) / 1024).toFixed(1),
      largestPage: largest.page,
      largestGzipKB: +(largest.gzip / 1024).toFixed(1),
    });
  } finally {
    removeTempProject(dir);
  }
  console.log(JSON.stringify(results[results.length - 1]));
}

console.table(results);
const base = results.find((r) => r.sports === 30 && r.ok);
const big = results.find((r) => r.sports === 300 && r.ok);
if (base && big) {
  const ratio = big.seconds / base.seconds;
  const growth = big.homeGzipKB - base.homeGzipKB;
  console.log(`build time ratio 300/30: ${ratio.toFixed(2)} (target <= 3)`);
  console.log(`home page growth: ${growth.toFixed(1)} KB gzip (target <= 40 KB); soccer page growth: ${(big.soccerGzipKB - base.soccerGzipKB).toFixed(1)} KB`);
  process.exit(ratio <= 3 && growth <= 40 ? 0 : 1);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
