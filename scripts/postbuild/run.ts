// Runs every post-build step, in order, over a static export: `tsx scripts/postbuild/run.ts [outDir]`
// (default `out`). POSTBUILD_SKIP=compile-hints,... leaves the named steps out; BASE_PATH is read
// by the service worker step as by `next build`.
import fs from 'node:fs';
import path from 'node:path';
import { planSteps, STEPS } from './pipeline';
import { nextVersionError } from './verified-next';

function installedNextVersion(): string | undefined {
  try {
    const pkg = path.resolve('node_modules/next/package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const versionError = nextVersionError(installedNextVersion());
  if (versionError) {
    console.error(`postbuild: ${versionError}`);
    return 1;
  }
  const outDir = path.resolve(process.argv[2] ?? 'out');
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error(`postbuild: ${outDir} is not a static export (no index.html); run \`next build\` first`);
    return 1;
  }
  let plan;
  try {
    plan = planSteps(STEPS, process.env.POSTBUILD_SKIP);
  } catch (err) {
    console.error(`postbuild: ${(err as Error).message}`);
    return 1;
  }
  for (const { step, skip } of plan) {
    if (skip) {
      console.log(`${step.label}: skipped (POSTBUILD_SKIP)`);
      continue;
    }
    try {
      console.log(`${step.label}: ${await step.run(outDir)}`);
    } catch (err) {
      console.error(`${step.label}: ${(err as Error).message}`);
      return 1;
    }
  }
  return 0;
}

main().then((code) => {
  process.exitCode = code;
});
