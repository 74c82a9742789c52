import { contentFileTexts } from '@/lib/content/file-texts';
import { CONTENT_FILES_VERSION } from '@/lib/publishing/content-source';

// Written once at build time to /admin/content.json: every data file of the collections table, as built.
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ version: CONTENT_FILES_VERSION, builtAt: new Date().toISOString(), files: contentFileTexts() });
}
