import { getFeedSports, getScheduleEntries } from '@/lib/content/schedule';
import { writeFeed } from '@/lib/schedule/feeds';
import { LEAGUE_FEED } from '@/lib/schedule/feed-urls';
import { SITE_URL } from '@/lib/url/site-url';
import { BASE_PATH } from '@/lib/url/paths';
import { BUILD_TIME } from '@/lib/time/phase';
import { getSite } from '@/lib/content/site';

// Written once at build as out/calendar/<feed>.ics: the league's and one per sport.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** `league.ics` and `<sport>.ics` for every sport, with the name a calendar app shows (the league's, from data/site.json). */
function feeds(): { feed: string; slug: string; name: string }[] {
  const league = getSite().name;
  return [{ slug: LEAGUE_FEED, name: league }, ...getFeedSports().map((s) => ({ slug: s.slug, name: `${league}: ${s.name}` }))].map((f) => ({
    ...f,
    feed: `${f.slug}.ics`,
  }));
}

export function generateStaticParams() {
  return feeds().map(({ feed }) => ({ feed }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  const { feed } = await params;
  const found = feeds().find((f) => f.feed === feed)!;
  const body = writeFeed(getScheduleEntries(), found.slug, found.name, { url: SITE_URL, basePath: BASE_PATH, built: new Date(BUILD_TIME) });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
