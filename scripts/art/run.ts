// npm run art: draws every picture the data files name under /images (see lib/art/catalog.ts)
// into public/images as SVG, and the licences of the illustration sets beside them.
//   npm run art                   write the pictures
//   npm run art -- --write-alts   also set each record's alt to what its picture shows
//   --build (first step of npm run build): the same drawing, fast and deterministic, but a problem
//   (two records sharing one picture, an unknown product colour) is a warning; the unit tests fail on it.
// Either way it fails (exit code 1) when a picture a record needs is not in public/ after drawing.
import fs from 'node:fs';
import path from 'node:path';
import { collectArt, altMismatches } from '../../lib/art/catalog';
import { render } from './render';
import { readDataFiles } from './data-files';
import { writeSportOgImages } from './og';
import { missingPictures, missingSiteFiles } from './missing';

const ROOT = process.cwd();
const DATA = path.join(ROOT, 'data');

function setAt(root: unknown, pointer: string, value: string) {
  const keys = pointer.split('/').slice(1);
  let node = root as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

function licences() {
  const dir = path.join(ROOT, 'public/images/LICENSES');
  fs.mkdirSync(dir, { recursive: true });
  const pkgs: [string, string, string][] = [
    ['@iconify-json/fluent-emoji-flat', 'fluent-emoji-flat', 'MIT-microsoft-fluentui-emoji.txt'],
    ['@iconify-json/mdi', 'mdi', 'Apache-2.0.txt'],
  ];
  // The npm packages carry the licence's name, not its text: the texts are kept in scripts/art/licences.
  for (const [pkg, name, licence] of pkgs) {
    const base = path.join(ROOT, 'node_modules', pkg);
    const info = JSON.parse(fs.readFileSync(path.join(base, 'info.json'), 'utf8'));
    const version = JSON.parse(fs.readFileSync(path.join(base, 'package.json'), 'utf8')).version;
    const text = fs.readFileSync(path.join(ROOT, 'scripts/art/licences', licence), 'utf8');
    fs.writeFileSync(
      path.join(dir, `${name}.txt`),
      `${info.name} (${pkg} ${version}), used by scripts/art for the pictures in public/images\nAuthor: ${info.author?.name ?? ''} ${info.author?.url ?? ''}\nLicence: ${info.license?.title} (${info.license?.spdx}) ${info.license?.url ?? ''}\n\n${text}`,
    );
  }
}

async function main() {
  const files = readDataFiles(DATA);
  const { jobs, problems } = collectArt(files);
  const build = process.argv.includes('--build');
  if (problems.length) {
    console.error(`art: ${problems.join('\nart: ')}`);
    if (!build) process.exit(1);
  }
  for (const job of jobs) {
    const file = path.join(ROOT, 'public', job.path);
    let svg: string;
    try {
      svg = render(job);
    } catch (e) {
      if (!build) throw e;
      console.error(`art: ${(e as Error).message}`);
      continue;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== svg) fs.writeFileSync(file, svg);
  }
  licences();
  const og = await writeSportOgImages(ROOT, jobs, build);
  if (og) console.log(`art: ${og} sport Open Graph pictures written (public/og/sports)`);
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
  // A record whose picture could not be drawn would show a broken image: the build stops here.
  const missing = missingPictures(path.join(ROOT, 'public'), jobs);
  if (missing.length) {
    console.error(`art: ${missing.length} pictures that records need are not in public/ (see the errors above):\n  ${missing.join('\n  ')}`);
    process.exitCode = 1;
  }
  // A photo an editor names (public/photos/...) is not drawn: a path with no file stops the build too.
  const absent = missingSiteFiles(path.join(ROOT, 'public'), files);
  if (absent.length) {
    console.error(
      `art: ${absent.length === 1 ? 'a file' : `${absent.length} files`} the data names ${absent.length === 1 ? 'is' : 'are'} missing:\n- ${absent.join('\n- ')}`,
    );
    process.exitCode = 1;
  }
  const bytes = jobs.reduce((s, j) => s + (fs.statSync(path.join(ROOT, 'public', j.path), { throwIfNoEntry: false })?.size ?? 0), 0);
  console.log(`art: ${jobs.length} pictures written (${(bytes / 1024).toFixed(0)} KiB)`);
}

void main();
