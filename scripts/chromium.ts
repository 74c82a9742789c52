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

/**
 * The browser tests' flags: the quiet run's, and V8 stops at its baseline compiler (Sparkplug), with
 * no optimising tiers (Maglev, TurboFan). A test's pages live seconds, too short for optimised code
 * to repay its compilation, which runs on the second core the other test worker needs: measured on
 * this 2-core machine, twelve pages loaded, hydrated and scanned by axe took a quarter to a third
 * less CPU (cgroup cpuacct, 29-31 s against 20-23 s). The behaviour is the same JavaScript; only
 * timing changes, and the benchmarks (which measure timing) keep the default tiers. The GPU thread runs
 * in the browser process (`--in-process-gpu`): with the GPU disabled it only composites in software,
 * and a process of its own cost a few per cent of the suite's CPU in messages between processes.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1', '--in-process-gpu'];

/**
 * The browser tests' Chromium: PW_CHROMIUM_PATH, else Chromium's headless shell (Debian:
 * chromium-headless-shell; it runs the suite in about 60% of the full browser's time on a 2-core
 * machine, and its fake camera and microphone serve the live and gate specs as well), else
 * CHROME_PATH, else the system Chromium, else undefined (Playwright's own).
 */
export function testChromiumPath(): string | undefined {
  return (
    process.env.PW_CHROMIUM_PATH ||
    ['/usr/bin/chromium-headless-shell', process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && fs.existsSync(p)) ||
    undefined
  );
}

/** CHROME_PATH, else the system Chromium where it is installed, else undefined (the launcher's own). */
export function chromiumPath(): string | undefined {
  return process.env.CHROME_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}
