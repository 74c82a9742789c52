/**
 * The Next.js version the post-build rewrites were checked against. They read Next's exported HTML
 * and flight data byte for byte, so another version may write them differently: the runner refuses
 * to run with any other installed version until the golden fixtures of that version are made and
 * read (`npm run postbuild:fixtures`, see docs/deploy.md "Build pipeline") and this line is updated.
 */
export const VERIFIED_NEXT_VERSION = '16.4.6';

export const VERIFIED_NEXT_FILE = 'scripts/postbuild/verified-next.ts';

/** Why the rewrites must not run on an export of Next `installed`; null when they may. */
export function nextVersionError(installed: string | undefined, verified = VERIFIED_NEXT_VERSION): string | null {
  if (installed === verified) return null;
  const found = installed ? `Next ${installed} is installed` : 'no installed Next version was found';
  return (
    `${found}, but the post-build rewrites were verified against Next ${verified}. ` +
    `Regenerate the golden fixtures (npm run postbuild:fixtures), check the new goldens in __tests__/fixtures/next-${installed ?? '<version>'}/ ` +
    `and the step tests, then set VERIFIED_NEXT_VERSION in ${VERIFIED_NEXT_FILE}.`
  );
}
