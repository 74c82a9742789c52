import { contentVersion } from '@/lib/content/content-version';

// Written once at build time to /build-id.json: the content fingerprint of this build. A payment
// fetches it (never from a cache) just before the capture, to refuse a page from an older build.
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ content: contentVersion() });
}
