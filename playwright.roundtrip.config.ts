import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The admin's round trip of npm run editor-check (scripts/editor-check.mjs): one spec, desktop only,
// on the export of the copy it runs in; it writes the console's zip and what the rebuilt pages must
// show to ROUNDTRIP_DIR.
export default defineConfig({
  ...base,
  testDir: './__tests__/roundtrip',
  projects: (base.projects ?? []).filter((p) => p.name === 'desktop'),
  reporter: [['list']],
});
