// npm test: lint, typecheck, unit tests, the data check and the editor check, which builds a copy of
// the project with a week of content edits, checks its JS budget and runs the whole browser suite on
// it (and the base-path smoke suite on the copy's console round trip, built under /league) (main's
// data plus the edits: the suite is written to hold for any valid content, so one build and one run
// prove the code, today's data and the week's changes together). Only checks whose
// result does not depend on how fast the host is (scores and timings are `npm run bench`). Lint and
// typecheck run beside the unit tests (jest takes one core of two; eslint and tsc one each); the
// browser steps run alone. Runs every step, prints each step's time, and ends with one line
// "N passed, M failed" (jest + Playwright tests, plus one failure per failed non-test step). Exits 1
// if anything failed. `npm run e2e` runs the browser suite on this checkout's own build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { portsInUse } from './lib/test-ports.mjs';

// Steps of one `lane` run side by side with the other lanes of the same group (each lane's steps in
// order, output kept and printed when the step ends); a step without a group runs alone.
const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', '-s', 'lint'], group: 'static', lane: 1 },
  { name: 'typecheck', cmd: 'npm', args: ['run', '-s', 'typecheck'], group: 'static', lane: 1 },
  // The unit tests that never read data/; those that do run once, in the editor check, on its copy
  // (this checkout's data/ plus a week of edits), as the browser suite does.
  { name: 'unit', cmd: 'node', args: ['scripts/unit-tests.mjs', '--ci', '--json', '--outputFile=.tmp/jest.json'], counts: 'jest', group: 'static', lane: 2 },
  // The data check of `npm run build` on this checkout's own data/ (every file against its schema and
  // the references between records; a bad file is named with its field). The site itself is built
  // once, in the editor copy below: that copy is this checkout plus a week of edits, so its build is
  // this code and every record of data/ built, and a second build of nearly the same pages would only
  // take a minute of the two cores the browser suite needs.
  { name: 'data', cmd: 'npx', args: ['tsx', '--conditions=react-server', 'scripts/check-data.ts'], group: 'static', lane: 2 },
  // Editor flow: a temp copy with a week of content edits (build, export checks, the JS budget, the
  // whole browser suite, the unit tests that read data/, the console's round trip rebuilt under the
  // base path /league with the smoke suite run on it) and with a bad sport file; its test counts are
  // in .tmp/editor-check.json. Its builds skip Next's type check once the typecheck step passed (next.config.ts).
  { name: 'editor-check', cmd: 'node', args: ['scripts/editor-check.mjs'], counts: 'editor', typesChecked: true, ports: ['editor-check', 'base-path'] },
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
    return null;
  } catch {
    return null;
  }
}

/** Runs one step; resolves when it ends (its output printed then when `quiet`, else as it comes). */
function runStep(step, quiet) {
  if (step.counts === 'jest') fs.rmSync('.tmp/jest.json', { force: true });
  if (step.counts === 'editor') fs.rmSync('.tmp/editor-check.json', { force: true });
  if (step.needs && !ok[step.needs]) {
    summary.push(`${step.name}: not run (${step.needs} failed)`);
    failed += 1;
    return Promise.resolve();
  }
  if (!quiet) console.log(`\n=== ${step.name} ===`);
  const taken = (step.ports ?? [step.name]).map((port) => portTaken[port]).find(Boolean);
  if (taken) {
    console.log(taken);
    summary.push(`${step.name}: FAILED (${taken})`);
    failed += 1;
    return Promise.resolve();
  }
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...(step.typesChecked && ok.typecheck ? { BUILD_SKIP_TYPECHECK: '1' } : {}), ...(step.env || {}) },
    });
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (quiet) console.log(`\n=== ${step.name} ===\n${output.trimEnd()}`);
      ok[step.name] = status === 0;
      const counts = step.counts ? readCounts(step.counts) : null;
      if (counts) {
        passed += counts.passed;
        failed += counts.failed;
        if (status !== 0 && counts.failed === 0) failed += 1;
        summary.push(`${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`);
      } else {
        if (status !== 0) failed += 1;
        summary.push(`${step.name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
      }
      resolve();
    });
  });
}

for (let i = 0; i < steps.length;) {
  const { group } = steps[i];
  if (!group) {
    await runStep(steps[i], false);
    i += 1;
    continue;
  }
  const together = [];
  while (i < steps.length && steps[i].group === group) together.push(steps[i++]);
  const lanes = [...new Set(together.map((s) => s.lane))].map((lane) => together.filter((s) => s.lane === lane));
  console.log(`\n=== ${together.map((s) => s.name).join(', ')} (side by side; each one's output when it ends) ===`);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runStep(step, true);
    }),
  );
}

const total = Math.round((Date.now() - began) / 1000);
console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`total: ${Math.floor(total / 60)} min ${total % 60} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
