// Runs after `next build`, before the service worker is built: every exported page asks for its
// scripts only after its HTML (see lib/build/content-first.ts).
import fs from 'node:fs';
import path from 'node:path';
import { contentFirst } from '../lib/build/content-first';
import { exportedHtmlFiles } from '../lib/build/export-files';

const files = exportedHtmlFiles(path.resolve('out'));
for (const file of files) {
  try {
    fs.writeFileSync(file, contentFirst(fs.readFileSync(file, 'utf8')));
  } catch (err) {
    console.error(`content-first: ${path.relative(process.cwd(), file)}: ${(err as Error).message}`);
    process.exit(1);
  }
}
console.log(`content-first: ${files.length} pages load their scripts after their HTML`);
