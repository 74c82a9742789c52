// npm run art: draws every picture the data files name under /images (see lib/art/catalog.ts)
// into public/images as SVG, and the licences of the illustration sets beside them.
//   npm run art                   write the pictures
//   npm run art -- --write-alts   also set each record's alt to what its picture shows
import fs from 'node:fs';
import path from 'node:path';
import { collectArt, altMismatches, type DataFile } from '../../lib/art/catalog';
import { render } from './render';

const ROOT = process.cwd();
const DATA = path.join(ROOT, 'data');

export function readDataFiles(dir = DATA): DataFile[] {
  const out: DataFile[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory() && e.name !== 'schemas') walk(p);
      else if (e.isFile() && e.name.endsWith('.json')) out.push({ file: path.relative(dir, p).split(path.sep).join('/'), data: JSON.parse(fs.readFileSync(p, 'utf8')) });
    }
  };
  walk(dir);
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

function setAt(root: unknown, pointer: string, value: string) {
  const keys = pointer.split('/').slice(1);
  let node = root as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

function licences() {
  const dir = path.join(ROOT, 'public/images/LICENSES');
  fs.mkdirSync(dir, { recursive: true });
  const pkgs: [string, string][] = [
    ['@iconify-json/fluent-emoji-flat', 'fluent-emoji-flat'],
    ['@iconify-json/mdi', 'mdi'],
  ];
  for (const [pkg, name] of pkgs) {
    const base = path.join(ROOT, 'node_modules', pkg);
    const info = JSON.parse(fs.readFileSync(path.join(base, 'info.json'), 'utf8'));
    const version = JSON.parse(fs.readFileSync(path.join(base, 'package.json'), 'utf8')).version;
    const licenceFile = fs.readdirSync(base).find((f) => /^licen[cs]e/i.test(f));
    const text = licenceFile ? fs.readFileSync(path.join(base, licenceFile), 'utf8') : '';
    fs.writeFileSync(path.join(dir, `${name}.txt`), `${info.name} (${pkg} ${version})\nAuthor: ${info.author?.name ?? ''} ${info.author?.url ?? ''}\nLicence: ${info.license?.title} (${info.license?.spdx}) ${info.license?.url ?? ''}\n${text ? `\n${text}` : ''}`);
  }
}

function main() {
  const files = readDataFiles();
  const { jobs, problems } = collectArt(files);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  for (const job of jobs) {
    const file = path.join(ROOT, 'public', job.path);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, render(job));
  }
  licences();
  const wrong = altMismatches(jobs);
  if (process.argv.includes('--write-alts')) {
    const byFile = new Map(files.map((f) => [f.file, f.data]));
    for (const m of wrong) setAt(byFile.get(m.file), m.pointer, m.expected);
    for (const file of new Set(wrong.map((m) => m.file))) fs.writeFileSync(path.join(DATA, file), `${JSON.stringify(byFile.get(file), null, 2)}\n`);
    console.log(`art: ${wrong.length} alt texts set to what their picture shows`);
  } else if (wrong.length) {
    console.log(`art: ${wrong.length} alt texts do not say what their picture shows; run npm run art -- --write-alts`);
    for (const m of wrong) console.log(`  data/${m.file} ${m.pointer}: "${m.actual}" -> "${m.expected}"`);
  }
  const bytes = jobs.reduce((s, j) => s + fs.statSync(path.join(ROOT, 'public', j.path)).size, 0);
  console.log(`art: ${jobs.length} pictures written (${(bytes / 1024).toFixed(0)} KiB)`);
}

main();
