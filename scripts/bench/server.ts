// Serves a static export the way the browser tests do: `serve` with the headers of public/_headers
// (scripts/serve-config.mjs writes its configuration), on a port of its own.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export type Served = { url: string; stop: () => void };

export async function serveExport(outDir: string, port: number, label: string): Promise<Served> {
  const config = path.resolve(`.tmp/serve-bench-${label}.json`);
  const written = spawnSync(process.execPath, ['scripts/serve-config.mjs', path.resolve(outDir), config], { stdio: 'inherit' });
  if (written.status !== 0) throw new Error('bench: scripts/serve-config.mjs failed');
  // Its own process group, so stopping it also stops the server npx started.
  const server = spawn('npx', ['serve', '-c', config, '-l', String(port), '--no-port-switching'], { stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  // Stopped by a signal, the process still leaves through 'exit', so the server goes with it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`bench: the static server for ${label} did not start on port ${port}`);
}
