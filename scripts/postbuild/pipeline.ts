/**
 * The post-build steps, in the order they must run over a fresh `next build` export:
 * flight-text rewrites the pages' inline flight data, compile-hints marks the scripts the pages
 * load first, search-index writes the Pagefind index of the pages' main content (Pagefind keeps the
 * address of a page's first picture), inline-pictures puts each page's small main picture into its
 * markup (and drops its preload hint from the flight data), csp-hashes lists each page's inline
 * scripts in a policy of its own (after every rewrite of them), and the service worker precaches
 * the files as the others left them. Pages load their
 * scripts the way Next writes them: a rewrite that held the scripts back until the first paint was
 * measured to keep pages unresponsive longer after their first paint, and was dropped.
 */
import * as compileHints from './compile-hints';
import * as cspHashes from './csp-hashes';
import * as flightText from './flight-text';
import * as inlinePictures from './inline-pictures';
import * as searchIndex from './search-index';
import * as serviceWorker from './service-worker';

export type Step = {
  /** The name POSTBUILD_SKIP uses. */
  name: string;
  /** How its summary line begins. */
  label: string;
  /** Rewrites the export in `outDir`; resolves to the summary line. */
  run: (outDir: string) => string | Promise<string>;
};

export const STEPS: readonly Step[] = [
  { name: 'flight-text', label: 'flight-text', run: flightText.run },
  { name: 'compile-hints', label: 'compile-hints', run: compileHints.run },
  { name: 'search-index', label: 'search index', run: searchIndex.run },
  { name: 'inline-pictures', label: 'inline-pictures', run: (outDir) => inlinePictures.run(outDir) },
  { name: 'csp-hashes', label: 'csp-hashes', run: cspHashes.run },
  { name: 'service-worker', label: 'service worker', run: (outDir) => serviceWorker.run(outDir) },
];

/**
 * Which steps run and which are skipped, from POSTBUILD_SKIP (a comma list of step names). An
 * unknown name is an error, so a typo cannot quietly ship an unrewritten site.
 */
export function planSteps<S extends { name: string }>(steps: readonly S[], skipList: string | undefined): { step: S; skip: boolean }[] {
  const skip = new Set(
    (skipList ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const unknown = [...skip].filter((name) => !steps.some((s) => s.name === name));
  if (unknown.length > 0) {
    throw new Error(`POSTBUILD_SKIP names no step ${unknown.join(', ')} (steps: ${steps.map((s) => s.name).join(', ')})`);
  }
  return steps.map((step) => ({ step, skip: skip.has(step.name) }));
}
