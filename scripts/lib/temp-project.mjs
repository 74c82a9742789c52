// Shared by scripts/editor-check.mjs and scripts/scale-check.mjs: a throw-away copy of the project
// in the OS temp dir (no node_modules, .next, out, test results or git data), with node_modules
// hard-linked from this checkout (Turbopack refuses a node_modules symlink that points outside the
// project root), and a helper that runs `next build` there and times it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const SKIP = new Set(['node_modules', '.next', 'out', 'test-results', 'playwright-report', '.tmp', '.git', 'coverage']);

export function makeTempProject(root, label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wal-${label}-`));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Hard links: fast and no extra disk (same file system); a plain copy where links are not possible.
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) fs.cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  // Scratch folder the tools write their reports to (left out of the copy, and absent on a fresh clone).
  fs.mkdirSync(path.join(dir, '.tmp'), { recursive: true });
  return dir;
}

export function removeTempProject(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Run the project's own `npm run build` in dir (`next build` and the post-build pipeline, exactly as
 * a deploy builds it); returns { ok, seconds, output }.
 */
export function build(dir, env = {}) {
  return run(dir, 'npm', ['run', '-s', 'build'], env);
}

/** Run a command in dir, output captured; returns { ok, seconds, output }. */
export function run(dir, cmd, args, env = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000, output: `${r.stdout ?? ''}\n${r.stderr ?? ''}` };
}

export function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** A valid short-form sport file (heading + paragraph per tab). */
export function sportFile({ id, slug, name }) {
  const tab = (heading, body) => ({ heading, body });
  return {
    $schema: '../schemas/sport.schema.json',
    id,
    slug,
    name,
    tagline: `${name}: power, timing and teamwork.`,
    stats: { totalPrizePool: 40000, avgViewership: 7250 },
    tabs: {
      overview: tab(`About ${name}`, `${name} joins the league calendar with 64 athletes and 3 upcoming events.`),
      athletes: tab(`${name} Athletes`, `Profiles of the league's ${name.toLowerCase()} athletes are published as the season starts.`),
      schedule: tab(`${name} Schedule`, `Three ${name.toLowerCase()} events are planned; times are Eastern Standard Time (EST).`),
      stats: tab(`${name} Statistics`, `Season figures for ${name.toLowerCase()} are updated after every event.`),
      recaps: tab(`${name} Recaps`, `Reports from every ${name.toLowerCase()} event appear in Recap News.`),
      tickets: tab(`${name} Tickets`, `Tickets for ${name.toLowerCase()} events are sold on the Event Tickets page, fees included.`),
    },
  };
}

export function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
