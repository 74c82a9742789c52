import { getContestsContent, getPublishedContest } from '@/lib/content/contests';

// Written once at build as out/upcoming-contests/<id>/contest.json: what the dashboard shows of an
// entered contest (its title, sport, dates and prize as the league publishes them now) and what the
// join form shows of the contest its link names (sport name, entry fee).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getContestsContent().map((c) => ({ id: String(c.id) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return Response.json(getPublishedContest(Number(id))!);
}
