// The site built with Next's own script loading: the same `next build` and build steps as
// `npm run build` except the content-first rewrite, in a throw-away copy of the project, so the
// export in out/ is left as it is. Returns the folder of that export (kept in .tmp/).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, makeTempProject, removeTempProject } from '../lib/temp-project.mjs';

export function buildWithNextLoading(root = process.cwd()) {
  const dir = makeTempProject(root, 'bench-next-loading');
  try {
    const built = build(dir);
    if (!built.ok) throw new Error(`bench: next build failed in the comparison copy:\n${built.output}`);
    const run = (cmd, args, env = {}) => {
      const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
      if (r.status !== 0) throw new Error(`bench: ${[cmd, ...args].join(' ')} failed in the comparison copy:\n${r.stdout}\n${r.stderr}`);
    };
    const tsx = path.join(dir, 'node_modules', '.bin', 'tsx');
    if (fs.existsSync(path.join(dir, 'scripts', 'postbuild', 'run.ts'))) {
      run(tsx, ['scripts/postbuild/run.ts'], { POSTBUILD_SKIP: 'content-first' });
    } else {
      run(tsx, ['scripts/flight-text.ts']);
      run(tsx, ['scripts/compile-hints.ts']);
      run(process.execPath, ['scripts/build-sw.mjs']);
    }
    const out = path.resolve(root, '.tmp/bench-next-loading-out');
    fs.rmSync(out, { recursive: true, force: true });
    fs.cpSync(path.join(dir, 'out'), out, { recursive: true });
    return out;
  } finally {
    removeTempProject(dir);
  }
}
