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

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHintError extends Error {}

/** The script with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}\n${js}`;
}

/**
 * Where a page's script URL lives inside the export, whatever the base path:
 * `/league/_next/static/chunks/a.js` -> `_next/static/chunks/a.js`.
 */
export function exportPathOf(url: string): string {
  const at = url.indexOf('/_next/static/');
  if (at === -1 || /[?#]|\.\.|^[a-z]+:/i.test(url)) throw new CompileHintError(`not a script of this export: ${url}`);
  return url.slice(at + 1);
}
