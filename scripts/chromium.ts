// The Chromium of every browser run (the browser tests, the live specs' fake media, the benchmarks).
import fs from 'node:fs';

/** Flags for a quiet headless run: no sandbox (containers), no GPU, no background network or updates. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** CHROME_PATH, else the system Chromium where it is installed, else undefined (the launcher's own). */
export function chromiumPath(): string | undefined {
  return process.env.CHROME_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}
