import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { testPort } from './scripts/lib/test-ports.mjs';

// The smoke suite against a build served from a sub-path (BASE_PATH=/league), as on GitHub Pages
// project sites. scripts/base-path-smoke.mjs builds it into .tmp/base-site/league and runs this.
const port = testPort('base-path');

export default defineConfig({
  ...base,
  // The smoke spec on the desktop project: what a sub-path changes (addresses, assets, manifest,
  // service worker scope) does not depend on the viewport.
  projects: base.projects?.filter((project) => project.name === 'desktop').map((project) => ({ ...project, testMatch: ['smoke.spec.ts'], testIgnore: [] })),
  outputDir: './test-results/base-path',
  reporter: [['list'], ['json', { outputFile: 'test-results/base-path-results.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${port}/league/` },
  webServer: {
    command: `node scripts/serve-config.mjs .tmp/base-site .tmp/serve-base.json league/ && npx serve -c .tmp/serve-base.json -l ${port} --no-port-switching --no-compression`,
    url: `http://localhost:${port}/league/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
