import { assetPath } from '@/lib/url/paths';

/** The meta tag every page carries with the content fingerprint it was built from (app/layout.tsx). */
export const CONTENT_VERSION_META = 'content-version';

/**
 * Whether the site was updated since this page was loaded: the page's own content fingerprint
 * against the one the server holds now (/build-id.json, never from a cache). True only when both are
 * known and differ; when the check cannot be made (offline, an old page with no fingerprint) it does
 * not stop the payment, and the flow's own checks still run.
 */
export async function siteUpdatedSinceLoad(fetchImpl?: typeof fetch, doc: Document = document): Promise<boolean> {
  const mine = doc.querySelector(`meta[name="${CONTENT_VERSION_META}"]`)?.getAttribute('content');
  if (!mine) return false;
  try {
    const response = await (fetchImpl ?? globalThis.fetch)(assetPath('/build-id.json'), { cache: 'no-store' });
    if (!response.ok) return false;
    const now = ((await response.json()) as { content?: unknown }).content;
    return typeof now === 'string' && now !== mine;
  } catch {
    return false;
  }
}
