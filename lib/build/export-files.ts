import fs from 'node:fs';
import path from 'node:path';

/** Every HTML file of a static export (the `_next` asset folder left out), in a stable order. */
export function exportedHtmlFiles(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const p = path.join(outDir, e.name);
      if (e.isDirectory()) return e.name === '_next' ? [] : exportedHtmlFiles(p);
      return e.name.endsWith('.html') ? [p] : [];
    });
}
