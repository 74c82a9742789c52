/**
 * The real files of a `next build` export the step tests run over (small ones: the 404 page and
 * its navigation payload, which carries the stylesheet twice), and where their fixtures live.
 */
import fs from 'node:fs';
import path from 'node:path';

export const FIXTURE_FILES = { page: '404.html', payload: '_not-found/index.txt' } as const;

/** What one fixture folder holds: the Next version it came from and the export paths of its files. */
export type FixtureIndex = { next: string; page: string; payload: string; script: string };

/** The fixture folder of a Next version, from the repository root. */
export function fixtureDir(nextVersion: string): string {
  return `__tests__/fixtures/next-${nextVersion}`;
}

/**
 * A fixture folder as the step tests read it: `export/` holds the real files as `next build` wrote
 * them, `golden/<step>/` what that step made of them.
 */
export function readFixture(dir: string) {
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')) as FixtureIndex;
  return {
    index,
    exportDir: path.join(dir, 'export'),
    exported: (rel: string) => fs.readFileSync(path.join(dir, 'export', rel)),
    golden: (step: string, rel: string) => fs.readFileSync(path.join(dir, 'golden', step, rel)),
  };
}
