// Runs after content-first, before the service worker is built: the scripts any exported page
// loads first are marked for eager, off-main-thread compilation (see lib/build/compile-hints.ts).
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadScripts } from '../lib/build/content-first';
import { withCompileHint } from '../lib/build/compile-hints';
import { exportedHtmlFiles, exportPathOf } from '../lib/build/export-files';

const out = path.resolve('out');
const scripts = new Set<string>(); // export paths of the scripts some page loads first

for (const page of exportedHtmlFiles(out)) {
  for (const url of firstLoadScripts(fs.readFileSync(page, 'utf8'))) {
    const where = path.relative(process.cwd(), page);
    try {
      const file = exportPathOf(url);
      if (!fs.existsSync(path.join(out, file))) throw new Error(`${url} is not in out/`);
      scripts.add(file);
    } catch (err) {
      console.error(`compile-hints: ${where}: ${(err as Error).message}`);
      process.exit(1);
    }
  }
}
for (const file of scripts) {
  const full = path.join(out, file);
  fs.writeFileSync(full, withCompileHint(fs.readFileSync(full, 'utf8')));
}
console.log(`compile-hints: ${scripts.size} first-load scripts compile off the main thread`);
