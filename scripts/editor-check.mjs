// npm run editor-check (also a step of npm test): proves the editor flow of issue 3 end to end.
// 1. Copies the project to a temp dir, drops in data/sports/volleyball.json, runs `next build`, and
//    checks the export: the page /sports/volleyball/ exists with its h1, the header Sporting Events
//    menu and the footer sport list on the home page link to it, and getSportLinks() (the list the
//    header, footer and the /join sport picker are built from) includes it.
// 2. Replaces the file with a bad one and checks that the build fails naming the file and field path.
// Slow (two production builds): minutes, not seconds. Exits 1 on any failed check.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, makeTempProject, removeTempProject, sportFile, writeJson } from './lib/temp-project.mjs';

const root = process.cwd();
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const dir = makeTempProject(root, 'editor');
console.log(`editor-check: temp copy at ${dir}`);
try {
  const volleyball = sportFile({ id: 31, slug: 'volleyball', name: 'Volleyball' });
  const file = path.join(dir, 'data', 'sports', 'volleyball.json');
  writeJson(file, volleyball);

  const good = build(dir);
  check(good.ok, `build with data/sports/volleyball.json succeeds (${good.seconds.toFixed(0)} s)`);
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
      [path.join(dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '-e', "import { getSportLinks } from './lib/content/sports'; console.log(JSON.stringify(getSportLinks()))"],
      { cwd: dir, encoding: 'utf8' },
    );
    let list = [];
    try {
      list = JSON.parse(links.stdout.trim().split('\n').pop());
    } catch {
      console.log(links.stderr);
    }
    check(list.some((s) => s.slug === 'volleyball' && s.name === 'Volleyball' && s.id === 31), 'getSportLinks() (header, footer and /join sport list) includes Volleyball');
    check(list.length === 31, `getSportLinks() lists 31 sports (got ${list.length})`);
  }

  volleyball.stats.totalAthletes = 'many';
  delete volleyball.tabs.overview.heading;
  writeJson(file, volleyball);
  const bad = build(dir);
  check(!bad.ok, 'build with a bad volleyball.json fails');
  check(bad.output.includes('data/sports/volleyball.json: '), 'the error names data/sports/volleyball.json');
  check(/stats\.totalAthletes: expected number/.test(bad.output), 'the error names the field path stats.totalAthletes');
  check(/tabs\.overview\.heading: expected string/.test(bad.output), 'the error names the field path tabs.overview.heading');
  if (bad.ok || !bad.output.includes('data/sports/volleyball.json')) console.log(bad.output.slice(-3000));
} finally {
  removeTempProject(dir);
}

console.log(failures.length ? `editor-check: ${failures.length} check(s) failed` : 'editor-check: all checks passed');
process.exit(failures.length ? 1 : 0);
