// npm test's unit step: every jest test file that does not read data/ (scripts/lib/data-tests.mjs).
// Those that read it run in the editor check, on its copy: this checkout's data/ plus a week of edits.
// Arguments are passed on to jest (npm test adds --ci --json --outputFile=…). `npx jest` runs them all.
import { spawnSync } from 'node:child_process';
import { testsByData } from './lib/data-tests.mjs';

const { readingData, others } = testsByData(process.cwd());
console.log(`unit: ${others.length} test files that do not read data/ (the ${readingData.length} that do run on the editor check's copy)`);
const r = spawnSync('npx', ['jest', ...process.argv.slice(2), '--runTestsByPath', ...others], { stdio: 'inherit' });
process.exit(r.status ?? 1);
