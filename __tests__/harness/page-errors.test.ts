/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * The browser tests' harness (__tests__/e2e/fixtures.ts) fails a test on an error in ANY page it
 * opened, and says which. Runs Playwright on __tests__/fixtures/harness/tabs.spec.ts (pages written
 * in place, no server) and reads each test's result and failure message from its JSON report.
 */
type Spec = { title: string; tests: { results: { status: string; errors: { message?: string }[] }[] }[] };
type Suite = { specs?: Spec[]; suites?: Suite[] };

const specsOf = (suite: Suite): Spec[] => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];

let results: Map<string, { status: string; message: string }>;

beforeAll(() => {
  // Playwright refuses to run inside a Jest worker (it reads JEST_WORKER_ID): the child is not one.
  const { JEST_WORKER_ID, ...env } = process.env;
  void JEST_WORKER_ID;
  const run = spawnSync('npx', ['playwright', 'test', '-c', '__tests__/fixtures/harness/playwright.config.ts'], {
    encoding: 'utf8',
    env: { ...env, FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(run.stdout) as { suites: Suite[]; errors: { message: string }[] };
  expect(report.errors.map((e) => e.message)).toEqual([]);
  results = new Map(
    report.suites.flatMap(specsOf).map((spec) => {
      const result = spec.tests[0]!.results[0]!;
      return [spec.title, { status: result.status, message: stripVTControlCharacters(result.errors.map((e) => e.message ?? '').join('\n')) }];
    }),
  );
}, 300_000);

/** The errors the harness listed in a failure message ("the pages logged errors": one array item a line). */
const listed = (message: string) => [...message.matchAll(/^\+ {3}"(.*)",$/gm)].map((m) => m[1]);

it('passes a test whose tabs and contexts logged nothing', () => {
  expect(results.get('clean tabs and contexts pass')).toEqual({ status: 'passed', message: '' });
});

it.each([
  ['an error in the first tab', 'tab 1 (about:blank): pageerror: thrown in the first tab'],
  ['an error in a second tab', 'tab 2 (about:blank): pageerror: thrown in the second tab'],
  ['a console error in a third tab', 'tab 3 (about:blank): console.error: logged in the third tab []'],
  ['an error in a page of another context', 'context 2 tab 1 (about:blank): pageerror: thrown in the other context'],
  ['an error in a page of a context without the test page', 'context 2 tab 2 (about:blank): pageerror: thrown in the second page of the other context'],
])('fails "%s", naming the tab: %s', (title, error) => {
  const result = results.get(title);
  expect(result?.status).toBe('failed');
  expect(result?.message).toContain('the pages logged errors');
  expect(listed(result?.message ?? '')).toEqual([error]);
});
