// npm run editor-check (also a step of npm test): proves the editor flow end to end on a throw-away
// copy of the project, so an editor's new valid sport file keeps every test green.
// 1. Copies the project to a temp dir, drops in data/sports/volleyball.json and builds it the way a
//    deploy does (`npm run build`: next build and the post-build pipeline). Checks the export: the
//    page /sports/volleyball/ exists with its h1, the header Sporting Events menu and the footer
//    sport list link to it, and getSportLinks() (the list behind the menus and the /join sport
//    picker) includes it.
// 2. Runs the unit tests and the route browser tests against that copy: the new page's route and
//    sport-page tests (renders, one h1, axe) and the tests over every page that a new file changes
//    (menus and footer, sitemap and SEO tags). Tests check rules, not today's count of sports.
// 3. Replaces the file with a bad one and checks that the build fails naming the file and field path.
// Slow (two production builds and a browser run): minutes, not seconds. Exits 1 on any failed check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, makeTempProject, removeTempProject, run, sportFile, writeJson } from './lib/temp-project.mjs';
import { testPort } from './lib/test-ports.mjs';

const PORT = String(testPort('editor-check'));

const root = process.cwd();
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const dir = makeTempProject(root, 'editor');
console.log(`editor-check: temp copy at ${dir}`);
try {
  // The new sport takes the next free id, whatever sports the data holds today.
  const sportsDir = path.join(dir, 'data', 'sports');
  const ids = fs
    .readdirSync(sportsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(sportsDir, f), 'utf8')).id);
  const newId = Math.max(0, ...ids) + 1;
  const volleyball = sportFile({ id: newId, slug: 'volleyball', name: 'Volleyball' });
  const file = path.join(sportsDir, 'volleyball.json');
  writeJson(file, volleyball);
  const sportFiles = fs.readdirSync(path.join(dir, 'data', 'sports')).filter((f) => f.endsWith('.json')).length;

  const good = build(dir);
  check(good.ok, `npm run build with data/sports/volleyball.json succeeds (${good.seconds.toFixed(0)} s)`);
  if (!good.ok) console.log(good.output.slice(-3000));
  else {
    const page = path.join(dir, 'out', 'sports', 'volleyball', 'index.html');
    check(fs.existsSync(page), 'out/sports/volleyball/index.html exists');
    const html = fs.existsSync(page) ? fs.readFileSync(page, 'utf8') : '';
    check(/<h1[^>]*>Volleyball<\/h1>/.test(html), 'the page has the h1 "Volleyball"');
    check(html.includes('About Volleyball'), 'the page shows the overview tab from the file');

    const home = fs.readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');
    const link = /<a[^>]+href="\/sports\/volleyball\/"[^>]*>Volleyball<\/a>/g;
    const header = home.slice(home.indexOf('<header'), home.indexOf('</header>'));
    const footer = home.slice(home.indexOf('<footer'), home.indexOf('</footer>'));
    check(link.test(header), 'the header Sporting Events menu links to /sports/volleyball/');
    link.lastIndex = 0;
    check(link.test(footer), 'the footer sport list links to /sports/volleyball/');

    const links = spawnSync(
      process.execPath,
      [
        path.join(dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        // lib/content is server-only: the react-server condition resolves that marker to an empty module.
        '--conditions=react-server',
        '-e',
        "import { getSportLinks } from './lib/content/sports'; console.log(JSON.stringify(getSportLinks()))",
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    let list = [];
    try {
      list = JSON.parse(links.stdout.trim().split('\n').pop());
    } catch {
      console.log(links.stderr);
    }
    check(
      list.some((s) => s.slug === 'volleyball' && s.name === 'Volleyball' && s.id === newId),
      'getSportLinks() (header, footer and /join sport list) includes Volleyball',
    );
    check(list.length === sportFiles, `getSportLinks() lists one entry per file in data/sports (${list.length} of ${sportFiles})`);

    const unit = run(dir, 'npx', ['jest', '--ci', '--silent', '--json', '--outputFile=.tmp/jest.json']);
    const jest = readJson(path.join(dir, '.tmp', 'jest.json'));
    check(
      unit.ok && jest?.numFailedTests === 0,
      `the unit tests pass with the new sport (${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'no results'}, ${unit.seconds.toFixed(0)} s)`,
    );
    if (!unit.ok) console.log(unit.output.slice(-4000));

    // The new sport's own route tests (page renders, one h1, axe; its sport page checks), then the
    // tests over every page that a new file changes: menus and footer lists, sitemap and SEO tags.
    const runs = [
      { specs: ['__tests__/e2e/routes.spec.ts', '__tests__/e2e/sports-pages.spec.ts'], grep: ['-g', '/sports/volleyball/|sport page volleyball'] },
      { specs: ['__tests__/e2e/seo.spec.ts', '__tests__/e2e/frame.spec.ts'], grep: [] },
    ];
    const titles = [];
    let ok = true;
    let passedTests = 0;
    let failedTests = 0;
    let seconds = 0;
    const outputs = [];
    for (const [i, r] of runs.entries()) {
      const result = run(dir, 'npx', ['playwright', 'test', ...r.specs, ...r.grep, '--project=desktop', '--reporter=dot,json'], {
        CI: 'true',
        PORT,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `test-results/editor-check-${i}.json`,
      });
      const pw = readJson(path.join(dir, 'test-results', `editor-check-${i}.json`));
      titles.push(...(pw ? collectTitles(pw.suites) : []));
      ok &&= result.ok && pw?.stats?.unexpected === 0;
      passedTests += pw?.stats?.expected ?? 0;
      failedTests += pw?.stats?.unexpected ?? 0;
      seconds += result.seconds;
      if (!result.ok) outputs.push(result.output.slice(-4000));
    }
    const browser = { ok, output: outputs.join('\n') };
    check(ok, `the route browser tests pass with the new sport (${passedTests} passed, ${failedTests} failed, ${seconds.toFixed(0)} s)`);
    check(
      titles.some((t) => t.includes('/sports/volleyball/')),
      'the route tests covered /sports/volleyball/',
    );
    if (!browser.ok) console.log(browser.output.slice(-4000));
  }

  volleyball.stats.totalAthletes = 'many';
  delete volleyball.tabs.overview.heading;
  writeJson(file, volleyball);
  const bad = build(dir);
  check(!bad.ok, 'npm run build with a bad volleyball.json fails');
  check(bad.output.includes('data/sports/volleyball.json: '), 'the error names data/sports/volleyball.json');
  check(/stats\.totalAthletes: expected number/.test(bad.output), 'the error names the field path stats.totalAthletes');
  check(/tabs\.overview\.heading: expected string/.test(bad.output), 'the error names the field path tabs.overview.heading');
  if (bad.ok || !bad.output.includes('data/sports/volleyball.json')) console.log(bad.output.slice(-3000));
} finally {
  removeTempProject(dir);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function collectTitles(suites = []) {
  return suites.flatMap((s) => [...(s.specs ?? []).map((spec) => spec.title), ...collectTitles(s.suites)]);
}

console.log(failures.length ? `editor-check: ${failures.length} check(s) failed` : 'editor-check: all checks passed');
process.exit(failures.length ? 1 : 0);
