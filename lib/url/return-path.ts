/**
 * Where to go back to after signing in (`/user/dashboard/?next=/upcoming-contests/%3Fenter%3D2`). Only a
 * path of this site is followed: it starts with one slash, never `//` or a backslash (another host)
 * and carries no scheme, so a link cannot send a visitor off the site after she signs in. Pure.
 */
export function returnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // A control character or a scheme smuggled past the first slash.
  if (/[\u0000-\u001f]/.test(raw) || /^\/[a-z][a-z0-9+.-]*:/i.test(raw)) return null;
  return raw;
}

/**
 * The sign-in page, coming back to `path` (a path of this site the caller names) afterwards; the
 * dashboard itself when there is nowhere else. The page checks the path again before it follows it.
 */
export function signInHref(path?: string | null): string {
  return path && path !== '/user/dashboard/' ? `/user/dashboard/?next=${encodeURIComponent(path)}` : '/user/dashboard/';
}
