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

/** The script with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}\n${js}`;
}
