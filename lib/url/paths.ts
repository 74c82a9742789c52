/** Base path the export is served from ('' at a domain root, '/league' on a project sub-path). */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** Prefix a root-relative asset path with the base path; absolute URLs pass through. */
export function assetPath(src: string): string {
  if (/^https?:\/\//.test(src)) return src;
  return `${BASE_PATH}${src}`;
}
