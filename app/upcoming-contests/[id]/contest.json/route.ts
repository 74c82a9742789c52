import { getContestContent, getContestsContent } from '@/lib/content/contests';
import { entryContestOf } from '@/lib/contests/entry-contest';

// Written once at build as out/upcoming-contests/<id>/contest.json: what the dashboard shows of an
// entered contest (its title, sport, dates and prize as the league publishes them now).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getContestsContent().map((c) => ({ id: String(c.id) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return Response.json(entryContestOf(getContestContent(Number(id))!));
}
