import { contentVersion } from '@/lib/content/content-version';
import { contentFileTexts } from '@/lib/content/file-texts';
import { CONTENT_FILES_VERSION } from '@/lib/publishing/content-source';

// Written once at build time to /admin/content.json: every data file of the collections table, as built,
// and their fingerprint (the one every page's content-version meta and /build-id.json carry).
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ version: CONTENT_FILES_VERSION, builtAt: new Date().toISOString(), contentVersion: contentVersion(), files: contentFileTexts() });
}
