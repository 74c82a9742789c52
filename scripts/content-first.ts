// Runs after `next build`, before the service worker is built: every exported page asks for its
// scripts only after its HTML (see lib/build/content-first.ts).
import fs from 'node:fs';
import path from 'node:path';
import { contentFirst } from '../lib/build/content-first';

const out = path.resolve('out');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

const files = htmlFiles(out);
for (const file of files) {
  try {
    fs.writeFileSync(file, contentFirst(fs.readFileSync(file, 'utf8')));
  } catch (err) {
    console.error(`content-first: ${path.relative(process.cwd(), file)}: ${(err as Error).message}`);
    process.exit(1);
  }
}
console.log(`content-first: ${files.length} pages load their scripts after their HTML`);
