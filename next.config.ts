import type { NextConfig } from 'next';
import os from 'node:os';
import { assertProductionSafe } from './lib/build/production-guard';

// A public build never ships PayPal's sandbox id or the demo admin credentials (decisions §11).
assertProductionSafe();

const basePath = process.env.BASE_PATH || '';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  basePath: basePath || undefined,
  // The build's instant: pre-rendered pages show event states as of this time (lib/time/phase.ts).
  // SITE_URL reaches the browser too: the calendar files made there carry the feeds' UIDs (its host).
  env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_BUILD_TIME: String(Date.now()), SITE_URL: process.env.SITE_URL ?? '' },
  reactStrictMode: true,
  poweredByHeader: false,
  // Pages are rendered by one worker per core. Next's default leaves one core to its main process,
  // which only waits while the pages render: on a 2-core host that halved the render rate.
  experimental: { inlineCss: true, cpus: Math.max(1, os.availableParallelism()) },
  // npm test builds the same code twice (the editor check's copy, and its rebuild under the base path
  // with the console's zip) after its typecheck step passed: those builds set BUILD_SKIP_TYPECHECK=1
  // and skip Next's own type check of that code. Every other build checks it.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
};

export default nextConfig;
