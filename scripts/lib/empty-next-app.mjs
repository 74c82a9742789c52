// An empty Next 16 app (one page, "Hello") built the way this site is (output: 'export', trailing
// slashes, Turbopack): the baseline that the JS budget and `npm run bench` compare pages with.
// It is built in .tmp/empty-next with this checkout's node_modules, so its Next is the site's Next.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Builds the empty app; returns the folder of its export. Throws with Next's output when the build fails. */
export function buildEmptyApp(root = process.cwd()) {
  const dir = path.resolve(root, '.tmp/empty-next');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "empty-next", "private": true }\n');
  fs.writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true, images: { unoptimized: true } };\n");
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  fs.writeFileSync(path.join(dir, 'app', 'page.js'), 'export default function Page() { return <h1>Hello</h1>; }\n');
  fs.symlinkSync(path.resolve(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const r = spawnSync(process.execPath, [path.resolve(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error(`the empty Next app did not build:\n${r.stdout}\n${r.stderr}`);
  return path.join(dir, 'out');
}
