// Makes the golden fixtures of the post-build steps from a real export of the installed Next:
// `npm run postbuild:fixtures` runs `next build` (no post-build steps, no base path) and writes
// __tests__/fixtures/next-<version>/; `tsx scripts/postbuild/fixtures.ts <dir>` uses an existing
// raw export instead. Each step's transform writes its golden file; read them before trusting them
// (docs/deploy.md "Build pipeline" says what to check).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, firstLoadExportPaths, withCompileHint } from './compile-hints';
import { dedupeFlightStream, dedupeInlineFlight } from './flight-text';
import { FIXTURE_FILES, fixtureDir, type FixtureIndex } from './fixture-files';

function fail(message: string): never {
  console.error(`postbuild:fixtures: ${message}`);
  process.exit(1);
}

const version = (JSON.parse(fs.readFileSync(path.resolve('node_modules/next/package.json'), 'utf8')) as { version: string }).version;

let exportDir = process.argv[2];
if (!exportDir) {
  const env = { ...process.env };
  delete env.BASE_PATH;
  const built = spawnSync(path.resolve('node_modules/.bin/next'), ['build'], { stdio: 'inherit', env });
  if (built.status !== 0) fail('next build failed');
  exportDir = 'out';
}
exportDir = path.resolve(exportDir);

const read = (rel: string) => {
  const file = path.join(exportDir, rel);
  if (!fs.existsSync(file)) fail(`${rel} is not in ${exportDir}`);
  return fs.readFileSync(file);
};
const page = read(FIXTURE_FILES.page);
const payload = read(FIXTURE_FILES.payload);

// The smallest of the scripts the page loads first stands for them all.
const scripts = firstLoadExportPaths(page.toString('utf8'));
const script = scripts.map((rel) => ({ rel, size: read(rel).length })).sort((a, b) => a.size - b.size)[0]?.rel;
if (!script) fail(`${FIXTURE_FILES.page} loads no script`);
if (read(script).toString('utf8').startsWith(COMPILE_HINT)) fail(`${exportDir} has been through the post-build steps; give a raw \`next build\` export`);

const dir = path.resolve(fixtureDir(version));
fs.rmSync(dir, { recursive: true, force: true });
const write = (rel: string, data: string | Buffer) => {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  return data.length;
};

const index: FixtureIndex = { next: version, ...FIXTURE_FILES, script };
write('index.json', `${JSON.stringify(index, null, 2)}\n`);
// Byte for byte: no line-ending conversion on checkout.
write('.gitattributes', '* -text\n');
write(`export/${FIXTURE_FILES.page}`, page);
write(`export/${FIXTURE_FILES.payload}`, payload);
write(`export/${script}`, read(script));

const report: string[] = [];
const flightPage = dedupeInlineFlight(page.toString('utf8')).html;
const flightPayload = dedupeFlightStream(payload).stream;
write(`golden/flight-text/${FIXTURE_FILES.page}`, flightPage);
write(`golden/flight-text/${FIXTURE_FILES.payload}`, flightPayload);
report.push(
  `flight-text: ${FIXTURE_FILES.page} ${page.length} -> ${Buffer.byteLength(flightPage)} bytes, ${FIXTURE_FILES.payload} ${payload.length} -> ${flightPayload.length} bytes`,
);

write('golden/compile-hints/first-load.json', `${JSON.stringify(firstLoadExportPaths(flightPage), null, 2)}\n`);
write(`golden/compile-hints/${script}`, withCompileHint(read(script).toString('utf8')));
report.push(`compile-hints: ${scripts.length} first-load scripts listed, ${script} hinted`);

for (const old of fs.readdirSync(path.dirname(dir))) {
  if (old.startsWith('next-') && old !== path.basename(dir))
    console.log(`postbuild:fixtures: ${path.join(path.dirname(dir), old)} is for another Next; delete it once the pin is updated`);
}
console.log(report.join('\n'));
console.log(
  `postbuild:fixtures: wrote ${path.relative(process.cwd(), dir)}/ for Next ${version}. Read the goldens, run the step tests, then set VERIFIED_NEXT_VERSION.`,
);
if (!process.argv[2]) console.log('postbuild:fixtures: out/ holds the raw export now; run `npm run build` before serving or testing it.');
