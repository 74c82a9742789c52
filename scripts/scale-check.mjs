// npm run scale-check -- [factor ...] (default: 1 100): a benchmark, not a test (issue 28). For each
// factor, copies the project to a temp dir, adds a synthetic league `factor` times today's
// (scripts/lib/synthetic-league.mjs: 3 sports, 30 events, 100 athletes, 30 articles, 50 teams per unit; factor 1
// is today's data as it is), runs the build's steps one by one and reports:
// - wall time of each step (data check, art, next build, postbuild with Pagefind) and in all;
// - peak memory: the largest sum of RSS over the build's whole process tree, polled from /proc every
//   500 ms (so a peak shorter than that can be missed);
// - the page count, the gzip size (level 9) of one page per route pattern of app/ (each fixed page;
//   for a dynamic pattern its largest page), compared with the first factor's build;
// - the Pagefind index size, and the bytes a search query transfers: the export served by a static
//   server, /search/?q=<word> opened in Chromium, the transfer sizes of its /pagefind/ responses summed.
// Prints a table per factor and writes .tmp/scale-check.json (SCALE_REPORT: another file), each build's
// output to <report>-<factor>x.log. Goals: it builds; no page but the lists
// grows by more than 2 KB gzip; a query transfers at most 300 KB. Exit code 1 when a build fails or a
// goal is missed. SCALE_KEEP=1 keeps the temp dirs (their paths are printed).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSize, makeTempProject, removeTempProject } from './lib/temp-project.mjs';
import { addSyntheticLeague } from './lib/add-synthetic-league.mjs';

const factors = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const targets = factors.length ? factors : [1, 100];
const root = process.cwd();
const QUERY = process.env.SCALE_QUERY || 'comeback';
const PORT = Number(process.env.SCALE_PORT || process.env.PORT || 3303);
// The pages that list records: reported, not judged. Each paged list's pages (a fixed number of
// records a page, with a filter naming each sport: page 1 here, later pages `/page/[n]/`), /sports/ (every sport), and a sport's schedule page (every entry of that one sport,
// not paged: docs/decisions.md), which grows with its sport's entries, not with the league.
const LISTS = new Set(['/buy-tickets/', '/recap-news/', '/athletes/', '/teams/', '/schedule/', '/winner-announcements/', '/sports/', '/schedule/[sport]/']);
const log = (...a) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** The RSS (bytes) of pid and all its descendants, from /proc. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const p of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(p), kb * 1024);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(p));
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Runs a shell command in dir at low priority, output appended to logFile; { ok, seconds, peakRss }. */
function step(dir, command, logFile) {
  return new Promise((resolve) => {
    const started = Date.now();
    fs.appendFileSync(logFile, `\n$ ${command}\n`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn('nice', ['-n', '10', 'sh', '-c', command], {
      cwd: dir,
      stdio: ['ignore', out, out],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', PATH: `${path.join(dir, 'node_modules', '.bin')}:${process.env.PATH}` },
    });
    let peakRss = 0;
    const poll = setInterval(() => (peakRss = Math.max(peakRss, treeRss(child.pid))), 500);
    child.on('exit', (code) => {
      clearInterval(poll);
      fs.closeSync(out);
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, peakRss });
    });
  });
}

/** The route patterns of app/ (`/`, `/help/`, `/sports/[slug]/`), as lib/content/routes.ts walks it. */
function appPatterns(dir, segments = []) {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && /^page\.(tsx|ts|jsx|js|mdx)$/.test(e.name)) ? [`/${segments.map((s) => `${s}/`).join('')}`] : [];
  return [
    ...here,
    ...entries
      .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
      .flatMap((e) => appPatterns(path.join(dir, e.name), /^\(.*\)$/.test(e.name) ? segments : [...segments, e.name])),
  ];
}

function htmlFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(p));
    else if (entry.name.endsWith('.html')) out.push(p);
  }
  return out;
}

function dirSize(dir) {
  let total = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const s = dirSize(p);
      total += s.bytes;
      files += s.files;
    } else {
      total += fs.statSync(p).size;
      files++;
    }
  }
  return { bytes: total, files };
}

/** One page per route pattern: the fixed page, or a dynamic pattern's largest page (gzip bytes). */
function pageKinds(projectDir) {
  const out = path.join(projectDir, 'out');
  const patterns = appPatterns(path.join(projectDir, 'app'));
  const matchers = patterns.map((p) => ({ pattern: p, re: new RegExp(`^${p.replace(/\[[^\]]+\]/g, '[^/]+')}$`) }));
  const kinds = new Map();
  const files = htmlFiles(out);
  for (const file of files) {
    const rel = path.relative(out, file).split(path.sep).join('/');
    const route = rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
    // A fixed pattern wins over a dynamic one (`/sports/` is not `/[slug]/`).
    const fixed = matchers.find((m) => m.pattern === route);
    const kind = fixed?.pattern ?? matchers.find((m) => m.re.test(route))?.pattern ?? route;
    const gzip = gzipSize(file);
    const prev = kinds.get(kind);
    if (!prev || gzip > prev.gzip) kinds.set(kind, { page: route, gzip, pages: (prev?.pages ?? 0) + 1 });
    else prev.pages++;
  }
  return { pages: files.length, kinds: Object.fromEntries([...kinds].sort(([a], [b]) => a.localeCompare(b))) };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** Serves outDir (no compression: Pagefind's index files are compressed already); resolves the server. */
function serve(outDir, port) {
  const server = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p.endsWith('/')) p += 'index.html';
    const file = path.join(outDir, path.normalize(p));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Bytes the search page transfers from /pagefind/ for one query (headers and bodies), and the result count. */
async function searchTransfer(outDir, query) {
  const server = await serve(outDir, PORT);
  const { chromium } = await import('@playwright/test');
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const responses = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) responses.push(request);
    });
    await page.goto(`http://127.0.0.1:${PORT}/search/?q=${encodeURIComponent(query)}`);
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await results.first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    const files = {};
    for (const r of responses) {
      const s = await r.sizes();
      bytes += s.responseBodySize + s.responseHeadersSize;
      const kind = path
        .basename(new URL(r.url()).pathname)
        .replace(/[_.-][0-9a-f]{6,}.*$/, '')
        .replace(/\..*$/, '');
      files[kind] = (files[kind] ?? 0) + s.responseBodySize + s.responseHeadersSize;
    }
    return { query, bytes, requests: responses.length, byFile: files, resultsShown: await results.count() };
  } finally {
    await browser.close();
    server.close();
  }
}

const kb = (b) => (b / 1024).toFixed(1);
const mb = (b) => (b / 1024 / 1024).toFixed(0);
const results = [];
const reportFile = path.resolve(root, process.env.SCALE_REPORT || path.join('.tmp', 'scale-check.json'));
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

for (const factor of targets) {
  const dir = makeTempProject(root, `scale-${factor}x`);
  const logFile = reportFile.replace(/\.json$/, '') + `-${factor}x.log`;
  fs.writeFileSync(logFile, '');
  const result = { factor, dir, loadBefore: load(), steps: [] };
  results.push(result);
  try {
    result.records = addSyntheticLeague(path.join(dir, 'data'), factor);
    log(`${factor}x: ${JSON.stringify(result.records)} in ${dir}; log ${logFile}`);
    const build = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build;
    for (const command of build.split(' && ')) {
      const r = await step(dir, command, logFile);
      result.steps.push({ command, ...r });
      log(`${factor}x: ${command}: ${r.ok ? 'ok' : 'FAILED'} in ${r.seconds.toFixed(0)} s, peak ${mb(r.peakRss)} MB`);
      fs.writeFileSync(reportFile, `${JSON.stringify(results, null, 2)}\n`);
      if (!r.ok) break;
    }
    result.ok = result.steps.every((s) => s.ok) && result.steps.length === build.split(' && ').length;
    result.seconds = result.steps.reduce((a, s) => a + s.seconds, 0);
    result.peakRss = Math.max(...result.steps.map((s) => s.peakRss));
    result.loadAfter = load();
    if (result.ok) {
      Object.assign(result, pageKinds(dir));
      result.pagefind = dirSize(path.join(dir, 'out', 'pagefind'));
      result.search = await searchTransfer(path.join(dir, 'out'), QUERY);
      log(
        `${factor}x: ${result.pages} pages, Pagefind ${kb(result.pagefind.bytes)} KB in ${result.pagefind.files} files, query "${QUERY}": ${kb(result.search.bytes)} KB`,
      );
    }
  } catch (error) {
    result.ok = false;
    result.error = String(error?.stack ?? error);
    log(`${factor}x: ${result.error}`);
  } finally {
    fs.writeFileSync(reportFile, `${JSON.stringify(results, null, 2)}\n`);
    if (process.env.SCALE_KEEP) log(`kept ${dir}`);
    else removeTempProject(dir);
  }
}

const base = results[0];
let goalsMet = results.every((r) => r.ok);
console.table(
  results.map((r) => ({
    factor: r.factor,
    ok: r.ok,
    ...Object.fromEntries(r.steps.map((s) => [s.command.split(' ').find((w) => /check-data|run\.ts|next/.test(w)) ?? s.command, `${s.seconds.toFixed(0)} s`])),
    'total s': r.seconds?.toFixed(0),
    'peak MB': r.peakRss ? mb(r.peakRss) : '',
    pages: r.pages,
    'pagefind KB': r.pagefind ? kb(r.pagefind.bytes) : '',
    'query KB': r.search ? kb(r.search.bytes) : '',
  })),
);
for (const r of results.slice(1)) {
  if (!r.ok || !base.ok) continue;
  const rows = [];
  for (const [kind, big] of Object.entries(r.kinds)) {
    const small = base.kinds[kind];
    const growth = small ? big.gzip - small.gzip : undefined;
    const list = LISTS.has(kind) || /\/page\/\[n\]\/$/.test(kind);
    const flag = growth !== undefined && growth > 2048 && !list;
    if (flag) goalsMet = false;
    rows.push({
      kind,
      page: big.page,
      [`${base.factor}x KB`]: small ? kb(small.gzip) : '',
      [`${r.factor}x KB`]: kb(big.gzip),
      'growth KB': growth === undefined ? '' : kb(growth),
      note: list ? 'list' : flag ? 'OVER 2 KB' : '',
    });
  }
  console.log(`gzip per page kind, ${base.factor}x vs ${r.factor}x:`);
  console.table(rows);
  if (r.search.bytes > 300 * 1024) goalsMet = false;
  console.log(`query "${QUERY}" at ${r.factor}x: ${kb(r.search.bytes)} KB from /pagefind/ (goal <= 300 KB)`);
}
console.log(`report: ${reportFile}`);
process.exit(goalsMet ? 0 : 1);
