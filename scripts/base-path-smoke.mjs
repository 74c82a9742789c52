// Builds the site with BASE_PATH=/league into .tmp/base-site/league (keeping the root build in out/)
// and runs the Playwright smoke suite against it.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

fs.rmSync('.tmp/base-site', { recursive: true, force: true });
fs.rmSync('.tmp/out-root', { recursive: true, force: true });
fs.mkdirSync('.tmp/base-site', { recursive: true });
const hadRoot = fs.existsSync('out');
if (hadRoot) fs.renameSync('out', '.tmp/out-root');
let status = run('npm', ['run', '-s', 'build'], { BASE_PATH: '/league' });
if (status === 0) fs.renameSync('out', '.tmp/base-site/league');
else fs.rmSync('out', { recursive: true, force: true });
if (hadRoot) fs.renameSync('.tmp/out-root', 'out');
if (status === 0) status = run('npx', ['playwright', 'test', '-c', 'playwright.basepath.config.ts']);
process.exit(status ?? 1);
