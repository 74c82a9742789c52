// npm run editor-check (also the last step of npm test): a week of an editor's content changes keeps
// the site building and every test green. On a throw-away copy of the project:
// 1. edits: applies scripts/lib/content-week.ts to the copy's data/ (a new sport with its athlete,
//    article, contest, winner and ticketed events, one played and one to come; a product added and
//    one removed; a policy page's date and a partner's website changed; a testimonial removed);
// 2. build: `npm run build` (next build and the post-build pipeline, as a deploy builds), then checks
//    the export: the new sport's page and its link on the /sports/ index (the menus link All sports), the new event on
//    /buy-tickets/, the new article's page, the removed product gone from /purchase-uniforms/, the
//    policy page's new date;
//    budget: `npm run budget` on that export (first-load JS of every page within its limit);
// 3. browser: the whole Playwright suite on the copy (both projects, the workers of the main run,
//    port EDITOR_CHECK_PORT or 3190);
// 4. unit: on the copy, every jest test that reads data/ (imports a data file or lib/content's readers,
//    or opens the data folder itself: scripts/lib/data-tests.mjs); they run only here, on this
//    checkout's data/ plus the week's edits; npm test's unit step runs the rest, which never see content;
// 5. console: in the copy's admin console a ticketed event's price is changed, an athlete added and an
//    article edited, the Publish tab's zip unpacked over the copy, the copy built again under the base
//    path /league, and the public pages show the three changes; then the smoke suite
//    (playwright.basepath.config.ts) runs on that build served under /league/;
// 6. bad file: the new sport file made invalid; the build fails naming the file and the field paths.
// Prints every change, every check and the time of each phase; writes the copy's test counts to
// .tmp/editor-check.json (npm test adds them to its totals). Exits 1 on any failed check or test.
//   --keep          leave the copy in place (its path is printed)
//   --skip-browser  no Playwright run (quick runs while developing)
import { spawnSync } from 'node:child_process';
import { unzipSync } from 'fflate';
import fs from 'node:fs';
import path from 'node:path';
import { build, makeTempProject, removeTempProject, run, writeJson } from './lib/temp-project.mjs';
import { testPort } from './lib/test-ports.mjs';
import { testsByData } from './lib/data-tests.mjs';

const PORT = String(testPort('editor-check'));
/** The sub-path the console's rebuild is built and served under. */
const BASE_PATH = '/league';
const KEEP = process.argv.includes('--keep');
const SKIP_BROWSER = process.argv.includes('--skip-browser');

const root = process.cwd();
const failures = [];
const phases = [];
const counts = { playwright: { passed: 0, failed: 0 }, jest: { passed: 0, failed: 0 } };
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
/** Run one phase, print its name and, after it, its time. */
function phase(name, fn) {
  console.log(`\n--- ${name} ---`);
  const started = Date.now();
  try {
    return fn();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    phases.push([name, seconds]);
    console.log(`(${name}: ${seconds.toFixed(0)} s)`);
  }
}

const dir = phase('copy', () => makeTempProject(root, 'editor'));
console.log(`editor-check: temp copy at ${dir}`);
try {
  const week = phase('edits', () => applyWeek(dir));
  if (!week) throw new Error('the week of edits could not be applied');
  for (const change of week.changes) console.log(`  - ${change}`);
  const sportFile = path.join(dir, week.sport.file);

  const built = phase('build', () => {
    const good = build(dir);
    check(good.ok, `npm run build with the week's edits succeeds (${good.seconds.toFixed(0)} s)`);
    if (!good.ok) console.log(good.output.slice(-3000));
    else checkExport(dir, week);
    return good.ok;
  });

  if (built)
    phase('budget', () => {
      const r = run(dir, 'npm', ['run', '-s', 'budget']);
      console.log(r.output.trim().split('\n').slice(-12).join('\n'));
      check(r.ok, `no page's first-load JS is over its budget (npm run budget on the copy's export)`);
    });

  if (built && !SKIP_BROWSER)
    phase('browser', () => {
      const { r, pw, passed, failed } = playwrightRun(dir, [], { PORT }, 'editor-check');
      check(r.ok && pw !== null && failed === 0, `the whole browser suite passes on the copy (${passed} passed, ${failed} failed, ${r.seconds.toFixed(0)} s)`);
    });
  else if (SKIP_BROWSER) console.log('\n--- browser: skipped (--skip-browser) ---');

  // Run even when the build failed: npm test's unit step left these to this phase.
  phase('unit', () => {
    const tests = testsByData(dir).readingData;
    check(tests.length > 0, `the copy's unit tests that read data/ are found (${tests.length} files)`);
    const r = run(dir, 'npx', ['jest', '--ci', '--silent', '--json', '--outputFile=.tmp/jest.json', '--runTestsByPath', ...tests]);
    const jest = readJson(path.join(dir, '.tmp', 'jest.json'));
    if (jest) {
      counts.jest = { passed: jest.numPassedTests, failed: jest.numFailedTests + jest.numRuntimeErrorTestSuites };
      for (const line of jestFailures(jest, dir)) console.log(`  ${line}`);
    } else console.log(r.output.slice(-4000));
    const { passed, failed } = counts.jest;
    check(
      r.ok && jest !== null && failed === 0,
      `the unit tests that read data/ pass on the copy (${passed} passed, ${failed} failed, ${r.seconds.toFixed(0)} s)`,
    );
  });

  if (built && !SKIP_BROWSER) phase('console', () => consoleRoundTrip(dir));

  phase('bad file', () => {
    const sport = JSON.parse(fs.readFileSync(sportFile, 'utf8'));
    sport.stats.avgViewership = 'many';
    delete sport.tabs.overview.heading;
    writeJson(sportFile, sport);
    const bad = build(dir);
    check(!bad.ok, `npm run build with a bad ${week.sport.file} fails (${bad.seconds.toFixed(0)} s)`);
    check(bad.output.includes(`${week.sport.file}: `), `the error names ${week.sport.file}`);
    check(/stats\.avgViewership: expected number/.test(bad.output), 'the error names the field path stats.avgViewership');
    check(/tabs\.overview\.heading: expected string/.test(bad.output), 'the error names the field path tabs.overview.heading');
    if (bad.ok || !bad.output.includes(week.sport.file)) console.log(bad.output.slice(-3000));
  });
} catch (err) {
  check(false, `editor-check stopped: ${err.message}`);
} finally {
  if (KEEP) console.log(`\neditor-check: the copy is kept at ${dir}`);
  else removeTempProject(dir);
}

fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
fs.writeFileSync(
  path.join(root, '.tmp', 'editor-check.json'),
  `${JSON.stringify({ ...counts, checksFailed: failures.length, browserSkipped: SKIP_BROWSER }, null, 2)}\n`,
);
console.log('\n--- times ---');
for (const [name, seconds] of phases) console.log(`${name.padEnd(10)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(failures.length ? `editor-check: ${failures.length} check(s) failed` : 'editor-check: all checks passed');
process.exit(failures.length ? 1 : 0);

/**
 * The admin's round trip: in the copy's own console (its export served), the spec of
 * playwright.roundtrip.config.ts changes a ticketed event's price, adds an athlete and edits an article, downloads the
 * Publish tab's zip and writes what the public pages must then show; the zip is unpacked at the
 * copy's root as an editor would, the copy built again, and each expected text looked for in the export.
 */
function consoleRoundTrip(project) {
  const scratch = path.join(project, '.tmp', 'roundtrip');
  fs.mkdirSync(scratch, { recursive: true });
  const { r } = playwrightRun(project, ['--config', 'playwright.roundtrip.config.ts'], { PORT, ROUNDTRIP_DIR: scratch }, 'roundtrip');
  check(r.ok, `the console changes a price, adds an athlete and edits an article, and downloads the zip (${r.seconds.toFixed(0)} s)`);
  if (!r.ok) return;
  const expected = readJson(path.join(scratch, 'expected.json'));
  const files = unzipSync(fs.readFileSync(path.join(scratch, 'changes.zip')));
  const written = [];
  for (const [name, bytes] of Object.entries(files)) {
    if (name === 'CHANGES.txt') continue;
    check(/^data\/[a-z0-9/-]+\.json$/.test(name), `the zip's ${name} is a data file`);
    fs.writeFileSync(path.join(project, name), bytes);
    written.push(name);
  }
  check(written.length > 0, `the zip unpacked over the copy: ${written.join(', ')}`);
  // Built under a sub-path, as on GitHub Pages project sites: the smoke suite then proves the base
  // path on this build, and npm test needs no build of its own for it.
  const rebuilt = build(project, { BASE_PATH: BASE_PATH });
  check(rebuilt.ok, `npm run build with the console's zip applied, under ${BASE_PATH}/, succeeds (${rebuilt.seconds.toFixed(0)} s)`);
  if (!rebuilt.ok) return console.log(rebuilt.output.slice(-3000));
  for (const { route, text, what } of expected?.pages ?? []) {
    const file = path.join(project, 'out', route, 'index.html');
    // React marks the seams between a text's parts with empty comments (`$106<!-- --> ticket`).
    const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replaceAll('<!-- -->', '') : '';
    check(html.includes(escapeHtml(text)), `${route} shows ${what}: "${text}"`);
  }
  check((expected?.pages ?? []).length >= 3, 'the round trip names the public pages to look at');
  basePathSmoke(project);
}

/**
 * The smoke suite (playwright.basepath.config.ts: every page kind renders with its pictures and styles,
 * links, manifest and service worker stay under the sub-path) on the copy's export built under
 * BASE_PATH, served from .tmp/base-site as a host serves a project site.
 */
function basePathSmoke(project) {
  const site = path.join(project, '.tmp', 'base-site');
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(site, { recursive: true });
  fs.renameSync(path.join(project, 'out'), path.join(site, BASE_PATH.slice(1)));
  const { r, pw, failed } = playwrightRun(project, ['--config', 'playwright.basepath.config.ts'], {}, 'base-path');
  check(r.ok && pw !== null && failed === 0, `the smoke suite passes on the export served under ${BASE_PATH}/ (${r.seconds.toFixed(0)} s)`);
}

/**
 * One Playwright run in the copy (`args` after `playwright test`), its JSON report read: its tests
 * added to the counts, its failures printed with spec and title (or the run's output when it wrote
 * no report). Returns the run, the report and this run's own counts.
 */
function playwrightRun(project, args, env, name) {
  const r = run(project, 'npx', ['playwright', 'test', ...args, '--reporter=dot,json'], {
    CI: 'true',
    // In .tmp/, not test-results/: each Playwright run empties its output folder, so the next run
    // would delete this one's report (and with it the suite's times, kept for `--keep`).
    PLAYWRIGHT_JSON_OUTPUT_NAME: `.tmp/playwright-${name}.json`,
    ...env,
  });
  const pw = readJson(path.join(project, '.tmp', `playwright-${name}.json`));
  const passed = pw ? pw.stats.expected + pw.stats.flaky : 0;
  const failed = pw ? pw.stats.unexpected : 0;
  counts.playwright.passed += passed;
  counts.playwright.failed += failed;
  if (pw) {
    for (const line of playwrightFailures(pw.suites)) console.log(`  ${line}`);
    for (const line of slowestSpecs(pw.suites)) console.log(`  ${line}`);
  } else console.log(r.output.slice(-4000));
  return { r, pw, passed, failed };
}

/** Apply scripts/lib/content-week.ts to the copy's data/ (TypeScript: run with tsx); returns what it changed. */
function applyWeek(project) {
  const r = spawnSync(
    process.execPath,
    [
      path.join(project, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '-e',
      "import { applyWeekOfEdits } from './scripts/lib/content-week.ts'; console.log(JSON.stringify(applyWeekOfEdits('data')));",
    ],
    { cwd: project, encoding: 'utf8' },
  );
  try {
    return JSON.parse(r.stdout.trim().split('\n').pop());
  } catch {
    console.log(r.stdout, r.stderr);
    return null;
  }
}

/** The export shows the week's changes. */
function checkExport(project, week) {
  const out = path.join(project, 'out');
  const page = (route) => {
    const file = path.join(out, route, 'index.html');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };
  const { slug, name } = week.sport;

  const sportPage = page(`sports/${slug}`);
  check(sportPage !== null, `out/sports/${slug}/index.html exists`);
  check(new RegExp(`<h1[^>]*>${escapeRe(escapeHtml(name))}</h1>`).test(sportPage ?? ''), `the page has the h1 "${name}"`);
  // The menus name the featured sports and All sports (their length does not grow with the league); the
  // /sports/ index lists every sport.
  const home = page('') ?? '';
  const allSports = /<a[^>]+href="\/sports\/"[^>]*>All sports<\/a>/;
  check(allSports.test(home.slice(home.indexOf('<header'), home.indexOf('</header>'))), 'the header Sporting Events menu links to All sports (/sports/)');
  check(allSports.test(home.slice(home.indexOf('<footer'), home.indexOf('</footer>'))), 'the footer sport list links to All sports (/sports/)');
  const index = page('sports') ?? '';
  const link = new RegExp(`<a[^>]+href="/sports/${slug}/"[^>]*>${escapeRe(escapeHtml(name))}</a>`);
  check(link.test(index.slice(index.indexOf('<main'), index.indexOf('</main>'))), `the /sports/ index links to /sports/${slug}/ as "${name}"`);
  const links = sportLinks(project);
  const sportFiles = fs.readdirSync(path.join(project, 'data', 'sports')).filter((f) => f.endsWith('.json')).length;
  check(
    links.some((s) => s.slug === slug && s.name === name),
    `getSportLinks() (the /sports/ index and the /join sport list) includes ${name} (${links.length} of ${sportFiles} files)`,
  );

  const tickets = page('buy-tickets') ?? '';
  check(tickets.includes(escapeHtml(week.futureEvent.title)), `/buy-tickets/ shows the new event "${week.futureEvent.title}"`);
  const article = page(`recap-news/${week.article.slug}`);
  check(article?.includes(escapeHtml(week.article.title)) ?? false, `/recap-news/${week.article.slug}/ exists with the title "${week.article.title}"`);
  const shop = page('purchase-uniforms') ?? '';
  check(shop.includes(escapeHtml(week.addedProduct.name)), `/purchase-uniforms/ shows the new product "${week.addedProduct.name}"`);
  check(shop.length > 0 && !shop.includes(escapeHtml(week.removedProduct.name)), `/purchase-uniforms/ no longer shows "${week.removedProduct.name}"`);
  const partners = page('partners') ?? '';
  check(partners.includes(`href="${escapeHtml(week.partner.website)}"`), `/partners/ links to ${week.partner.name}'s new website ${week.partner.website}`);
  const testimonials = page(week.removedTestimonial.page) ?? '';
  check(
    testimonials.includes(escapeHtml(week.keptTestimonial.author)) && !testimonials.includes(escapeHtml(week.removedTestimonial.author)),
    `/${week.removedTestimonial.page}/ no longer shows the testimonial of ${week.removedTestimonial.author} (and still shows ${week.keptTestimonial.author}'s)`,
  );
  const policy = page(week.policy.slug) ?? '';
  const date = longDate(week.policy.lastUpdated);
  check(policy.includes(date), `/${week.policy.slug}/ shows the new date ${date}`);
}

/** getSportLinks() of the copy: the list behind the menus and the /join sport picker. */
function sportLinks(project) {
  const r = spawnSync(
    process.execPath,
    [
      path.join(project, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      // lib/content is server-only: the react-server condition resolves that marker to an empty module.
      '--conditions=react-server',
      '-e',
      "import { getSportLinks } from './lib/content/sports'; console.log(JSON.stringify(getSportLinks()))",
    ],
    { cwd: project, encoding: 'utf8' },
  );
  try {
    return JSON.parse(r.stdout.trim().split('\n').pop());
  } catch {
    console.log(r.stderr);
    return [];
  }
}

/** "2026-03-14" -> "March 14, 2026" (how pages write a date). */
function longDate(iso) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function escapeRe(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The spec files that took the workers longest, with their share of the run's test time (where the time goes). */
function slowestSpecs(suites, shown = 6) {
  const byFile = new Map();
  const add = (s, file) => {
    for (const spec of s.specs ?? []) for (const t of spec.tests) for (const res of t.results) byFile.set(file, (byFile.get(file) ?? 0) + res.duration);
    for (const child of s.suites ?? []) add(child, s.file ?? file);
  };
  for (const s of suites) add(s, s.file);
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  // A run of a spec or two (the round trip, the smoke suite) has no slowest to point at.
  if (total === 0 || byFile.size <= 2) return [];
  const top = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, shown);
  return [
    `slowest specs (of ${(total / 1000).toFixed(0)} s of test time over the workers):`,
    ...top.map(([file, ms]) => `  ${(ms / 1000).toFixed(0).padStart(4)} s ${((100 * ms) / total).toFixed(0).padStart(2)}% ${file}`),
  ];
}

/** "spec.ts [project] title: first line of the error", for each failed Playwright test. */
function playwrightFailures(suites = [], file = '') {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const error = t.results.find((r) => r.status !== 'passed')?.error?.message ?? '';
          return `FAIL ${spec.file ?? file} [${t.projectName}] ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...playwrightFailures(s.suites, s.file ?? file),
  ]);
}

/** "path title: first line of the error", for each failed jest test or suite. */
function jestFailures(jest, project) {
  return jest.testResults.flatMap((file) => {
    const rel = path.relative(project, file.name);
    const tests = file.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `FAIL ${rel} ${a.fullName}: ${firstLine(a.failureMessages?.[0] ?? '')}`);
    return tests.length || file.status !== 'failed' ? tests : [`FAIL ${rel}: ${firstLine(file.message)}`];
  });
}

function firstLine(text = '') {
  return (
    text
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? ''
  );
}
