// The data files the art generator reads (every JSON under data/ but the JSON Schemas).
import fs from 'node:fs';
import path from 'node:path';
import type { DataFile } from '../../lib/art/catalog';

export function readDataFiles(dir: string): DataFile[] {
  const out: DataFile[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && e.name !== 'schemas') walk(p);
      else if (e.isFile() && e.name.endsWith('.json'))
        out.push({ file: path.relative(dir, p).split(path.sep).join('/'), data: JSON.parse(fs.readFileSync(p, 'utf8')) });
    }
  };
  walk(dir);
  return out.sort((a, b) => a.file.localeCompare(b.file));
}
