/**
 * The post-build steps, in the order they must run over a fresh `next build` export:
 * flight-text rewrites the pages' inline flight data, content-first moves their script tags,
 * compile-hints reads the scripts the pages now load first, and the service worker precaches the
 * files as the others left them.
 */
import * as compileHints from './compile-hints';
import * as contentFirst from './content-first';
import * as flightText from './flight-text';
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
  { name: 'content-first', label: 'content-first', run: contentFirst.run },
  { name: 'compile-hints', label: 'compile-hints', run: compileHints.run },
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
