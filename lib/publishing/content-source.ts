/**
 * The data files the site was built from, as the admin console reads them: `/admin/content.json`,
 * written by the build (app/admin/content.json/route.ts), holds each editable file's text by its
 * repository path. Drafts apply to these texts; publishing writes the results.
 */
import { assetPath } from '@/lib/url/paths';

export const CONTENT_FILES_VERSION = 1;

export interface ContentSnapshot {
  /** When the build wrote it (ISO). */
  builtAt: string;
  /** The content fingerprint of the build (lib/content/content-version.ts): drafts note the one they were made on. */
  contentVersion: string;
  /** Repository path (`data/tickets.json`) -> the file's text. */
  files: Record<string, string>;
}

/** Whether a parsed value is a snapshot this code can read. */
export function isContentSnapshot(value: unknown): value is ContentSnapshot & { version: number } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.version !== CONTENT_FILES_VERSION || typeof v.builtAt !== 'string' || typeof v.contentVersion !== 'string') return false;
  const files = v.files;
  return typeof files === 'object' && files !== null && Object.values(files).every((text) => typeof text === 'string');
}

export type SnapshotResult = { ok: true; snapshot: ContentSnapshot } | { ok: false; message: string };

/** Fetches the build's snapshot; a failure comes back in words. */
export async function loadContentSnapshot(fetchImpl: typeof fetch = fetch): Promise<SnapshotResult> {
  try {
    const response = await fetchImpl(assetPath('/admin/content.json'), { cache: 'no-store' });
    if (!response.ok) return { ok: false, message: `The site's data files could not be read (HTTP ${response.status}). Reload the page to try again.` };
    const value: unknown = await response.json();
    if (!isContentSnapshot(value))
      return { ok: false, message: 'The site’s data files came back in a form this console does not read. Reload the page to try again.' };
    return { ok: true, snapshot: { builtAt: value.builtAt, contentVersion: value.contentVersion, files: value.files } };
  } catch {
    return { ok: false, message: 'The site’s data files could not be reached (the network failed). Check the connection and reload the page.' };
  }
}
