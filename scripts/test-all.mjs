// npm test: lint, typecheck, unit tests, one production build, the JS budget, the browser tests, the
// base-path smoke test and the editor check (a copy with a week of content edits, built, checked
// and tested again): only checks whose result does not depend on how fast the
// host is (scores and timings are `npm run bench`). Runs every step, prints each step's time, and ends
// with one line "N passed, M failed" (jest + Playwright tests, plus one failure per failed non-test
// step). Exits 1 if anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { portsInUse } from './lib/test-ports.mjs';

const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', '-s', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'unit', cmd: 'npx', args: ['jest', '--ci', '--json', '--outputFile=.tmp/jest.json'], counts: 'jest' },
  { name: 'build', cmd: 'npm', args: ['run', '-s', 'build'] },
  { name: 'budget', cmd: 'npm', args: ['run', '-s', 'budget'], needs: 'build' },
  { name: 'e2e', cmd: 'npx', args: ['playwright', 'test'], counts: 'playwright', needs: 'build' },
  { name: 'base-path', cmd: 'node', args: ['scripts/base-path-smoke.mjs'], counts: 'playwright-base', needs: 'build' },
  // Editor flow: a temp copy with a week of content edits (build, export checks, the whole browser and
  // unit suites) and with a bad sport file; its test counts are in .tmp/editor-check.json.
  { name: 'editor-check', cmd: 'node', args: ['scripts/editor-check.mjs'], counts: 'editor' },
];

// A browser step tests only the server it starts: a port another process holds now fails that step.
const portTaken = await portsInUse();

fs.mkdirSync('.tmp', { recursive: true });
const began = Date.now();
let passed = 0;
let failed = 0;
const summary = [];
const ok = {};

function readCounts(kind) {
  try {
    if (kind === 'editor') {
      const r = JSON.parse(fs.readFileSync('.tmp/editor-check.json', 'utf8'));
      return { passed: r.playwright.passed + r.jest.passed, failed: r.playwright.failed + r.jest.failed };
    }
    if (kind === 'jest') {
      const r = JSON.parse(fs.readFileSync('.tmp/jest.json', 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites };
    }
    const r = JSON.parse(fs.readFileSync(kind === 'playwright-base' ? 'test-results/base-path-results.json' : 'test-results/results.json', 'utf8'));
    return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  } catch {
    return null;
  }
}

for (const step of steps) {
  if (step.counts === 'jest') fs.rmSync('.tmp/jest.json', { force: true });
  if (step.counts === 'editor') fs.rmSync('.tmp/editor-check.json', { force: true });
  if (step.counts === 'playwright') fs.rmSync('test-results/results.json', { force: true });
  if (step.counts === 'playwright-base') fs.rmSync('test-results/base-path-results.json', { force: true });
  if (step.needs && !ok[step.needs]) {
    summary.push(`${step.name}: not run (${step.needs} failed)`);
    failed += 1;
    continue;
  }
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  if (portTaken[step.name]) {
    console.log(portTaken[step.name]);
    summary.push(`${step.name}: FAILED (${portTaken[step.name]})`);
    failed += 1;
    continue;
  }
  const r = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...(step.env || {}) } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  ok[step.name] = r.status === 0;
  const counts = step.counts ? readCounts(step.counts) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    if (r.status !== 0 && counts.failed === 0) failed += 1;
    summary.push(`${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`);
  } else {
    if (r.status !== 0) failed += 1;
    summary.push(`${step.name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
  }
}

const total = Math.round((Date.now() - began) / 1000);
console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`total: ${Math.floor(total / 60)} min ${total % 60} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
