'use client';
import { useMemo } from 'react';
import { collectionRecords, describeIssues, recordSchemaOf } from '@/lib/admin/content-records';
import { articleSummaryView, athletePreviewView, sportPageView, ticketEventView } from '@/lib/admin/preview-views';
import type { CollectionName } from '@/lib/content/collections';
import type { JsonObject } from '@/lib/publishing/json-format';
import type { Article } from '@/lib/schemas/article';
import type { AthleteRecord } from '@/lib/schemas/athlete';
import type { Product } from '@/lib/schemas/product';
import type { Sport } from '@/lib/schemas/sport';
import type { TicketEventData } from '@/lib/schemas/ticket-event';
import { FeaturedAthletes } from '@/components/home/featured-athletes';
import { ArticleCard } from '@/components/news/article-card';
import { ProductCard } from '@/components/shop/product-card';
import { SportPage } from '@/components/sports/sport-page';
import { TeamCard } from '@/components/sports/team-card';
import type { Team } from '@/lib/teams/schema';
import { teamCards } from '@/lib/teams/roster';
import { EventCard } from '@/components/tickets/event-card';

function namesOf(name: CollectionName, files: Record<string, string>, key: string, label: string): Map<string, string> {
  return new Map(collectionRecords(name, files).map((r) => [String(r[key]), String(r[label] ?? r[key])]));
}

/**
 * A draft record as the site will show it, drawn by the site's real components from the files as
 * the drafts leave them. Not interactive (`inert`): its links and buttons belong to the public pages.
 */
/** `built`: the files of the site's own build (an athlete's drawn portrait exists only for its athletes). */
export function RecordPreview({
  name,
  record,
  files,
  built,
}: {
  name: CollectionName;
  record: JsonObject;
  files: Record<string, string>;
  built: Record<string, string>;
}) {
  const parsed = useMemo(() => recordSchemaOf(name).safeParse(record), [name, record]);
  const sports = useMemo(() => namesOf('sports', files, 'slug', 'name'), [files]);
  const athletes = useMemo(() => namesOf('athletes', files, 'id', 'name'), [files]);
  const drawn = useMemo(() => new Set(namesOf('athletes', built, 'id', 'name').keys()), [built]);
  if (!parsed.success) return <p className="text-red-700">No preview: {describeIssues(parsed.error)}</p>;
  const data = parsed.data;
  let view;
  switch (name) {
    case 'tickets':
      view = <EventCard variant="summary" event={ticketEventView(data as TicketEventData, sports, athletes)} action={<span>Buy on the tickets page</span>} />;
      break;
    case 'athletes':
      view = <FeaturedAthletes athletes={[athletePreviewView(data as AthleteRecord, sports, drawn)]} />;
      break;
    case 'articles':
      view = (
        <div className="max-w-md">
          <ArticleCard article={articleSummaryView(data as Article, sports)} />
        </div>
      );
      break;
    case 'products':
      view = (
        <div className="max-w-sm">
          <ProductCard product={data as Product} />
        </div>
      );
      break;
    case 'teams':
      view = (
        <div className="max-w-sm">
          <TeamCard team={teamCards([data as Team], athletes)[0]!} />
        </div>
      );
      break;
    case 'sports': {
      const organizer = String(collectionRecords('site', files)[0]?.name ?? '');
      view = <SportPage data={sportPageView(data as Sport, files)} organizer={organizer} />;
      break;
    }
    default:
      return <p className="text-slate-700">This collection has no preview here; its page shows it once published.</p>;
  }
  return (
    <div inert className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
      {view}
    </div>
  );
}
