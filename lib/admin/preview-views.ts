import { athleteView, type AthleteView } from '@/lib/athletes/view';
import { formatDate } from '@/lib/format/en-us';
import type { ArticleSummary } from '@/lib/news/articles';
import type { Article } from '@/lib/schemas/article';
import type { AthleteRecord } from '@/lib/schemas/athlete';
import type { TicketEvent, TicketEventData } from '@/lib/schemas/ticket-event';
import { startInstant, startsAtIso, timeLabel } from '@/lib/tickets/event-time';

/**
 * A draft record as the site's components take it, worked out the way the build's loaders do
 * (lib/content): the record (parsed with its schema) plus names looked up in the other records.
 */

/** The sport's display name, or its slug when no sport file has it. */
export function nameOf(names: ReadonlyMap<string, string>, key: string): string {
  return names.get(key) ?? key;
}

export function ticketEventView(e: TicketEventData, sportNames: ReadonlyMap<string, string>, athleteNames: ReadonlyMap<string, string>): TicketEvent {
  const startMs = startInstant(e);
  return {
    ...e,
    sportName: nameOf(sportNames, e.sport),
    startsAt: startsAtIso(e),
    startMs,
    endMs: startMs + e.durationHours * 3_600_000,
    dateLabel: formatDate(e.date),
    timeLabel: timeLabel(e),
    performers: e.athletes.map((id) => nameOf(athleteNames, id)),
  };
}

export function articleSummaryView(a: Article, sportNames: ReadonlyMap<string, string>): ArticleSummary {
  const { content, comments, ...summary } = a;
  void content;
  return { ...summary, sportName: nameOf(sportNames, a.sport), commentCount: comments.length };
}

export function athletePreviewView(a: AthleteRecord, sportNames: ReadonlyMap<string, string>): AthleteView {
  return athleteView(a, nameOf(sportNames, a.sport));
}
