/**
 * The text of a URL hash (`#stats` → `stats`). A hash that is not valid percent-encoding (`#%`,
 * `#%E0%A4%A`) is returned as written instead of throwing, so no link can crash a page.
 */
export function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
