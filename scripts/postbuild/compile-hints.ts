/**
 * Compile hints: V8 (Chrome and Edge 136+) compiles every function of a file that begins with the
 * magic comment `//# allFunctionsCalledOnLoad` at once, on the background thread that streams the
 * file in, instead of one function at a time on the main thread the first time each is called.
 *
 * The scripts a page loads first (React, the Next runtime, the page's own code) run almost all of
 * their functions while the page starts, so their compilation otherwise lands in the long tasks
 * that keep a phone from answering a tap. Scripts loaded later on demand (PayPal, QR codes, the
 * calendar) are left to V8's usual lazy compilation. Other browsers read the line as a comment.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedHtmlFiles, exportPathOf, shownPath } from './export-files';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}\n${js}`;
}

/**
 * The scripts a page runs on first load, in order: Next's `<script src>` tags (nomodule polyfills
 * left out: modern browsers skip them).
 */
export function firstLoadScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src));
}

/** The export paths of the scripts a page loads first, in order (throws on a foreign URL). */
export function firstLoadExportPaths(html: string): string[] {
  return firstLoadScripts(html).map(exportPathOf);
}

/** Marks the first-load scripts of every page in place; returns the step's summary line. */
export function run(outDir: string): string {
  const scripts = new Set<string>(); // export paths of the scripts some page loads first
  for (const page of exportedHtmlFiles(outDir)) {
    try {
      for (const file of firstLoadExportPaths(fs.readFileSync(page, 'utf8'))) {
        if (!fs.existsSync(path.join(outDir, file))) throw new Error(`${file} is not in the export`);
        scripts.add(file);
      }
    } catch (err) {
      throw new Error(`${shownPath(page)}: ${(err as Error).message}`);
    }
  }
  for (const file of scripts) {
    const full = path.join(outDir, file);
    fs.writeFileSync(full, withCompileHint(fs.readFileSync(full, 'utf8')));
  }
  return `${scripts.size} first-load scripts compile off the main thread`;
}
