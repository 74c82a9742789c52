import { getSportCatalog } from '@/lib/content/sports';

// Written once at build time to /sports.json: every sport's slug and name. Pages carry only the
// featured sports; the sport pickers and the dashboards fetch this when they need the rest.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(getSportCatalog());
}
