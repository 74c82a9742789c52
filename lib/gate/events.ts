import { formatDate } from '@/lib/format/en-us';
import { eventWindow } from '@/lib/tickets/event-time';
import type { GateEvent } from './check';

/** What the gate needs of a ticketed event record (data/tickets.json). */
export interface GateEventRecord {
  id: number;
  title: string;
  date: string;
  time: string;
  timeZone: string;
  /** Hours; 3 when the record leaves it out (the schema's default). */
  durationHours?: number;
  ticketPrice: number;
  vipPrice: number;
}

/** An event in the gate's list: soonest first, with its label and whether it has ended. */
export interface GateChoice extends GateEvent {
  startMs: number;
  ended: boolean;
  label: string;
}

const HOUR = 3_600_000;

/** The ticketed events as the gate offers them: by start, each labelled with its date, ended ones said so. */
export function gateChoices(records: readonly GateEventRecord[], now: number): GateChoice[] {
  return records
    .map((r) => {
      const { startMs, endMs } = eventWindow(r);
      const ended = now >= endMs;
      return {
        id: r.id,
        title: r.title,
        ticketPrice: r.ticketPrice,
        vipPrice: r.vipPrice,
        startMs,
        endMs,
        ended,
        label: `${r.title} (${formatDate(r.date)}${ended ? ', ended' : ''})`,
      };
    })
    .sort((a, b) => a.startMs - b.startMs || a.id - b.id);
}

/**
 * The event the gate opens on: the one this device chose last, while it is listed; else the event
 * under way, or the next to start within 12 hours (the doors open before the start); else none.
 */
export function gateDefault(choices: readonly GateChoice[], remembered: number | null | undefined, now: number): number | null {
  if (remembered != null && choices.some((c) => c.id === remembered)) return remembered;
  const soon = choices.find((c) => !c.ended && c.startMs - now <= 12 * HOUR);
  return soon?.id ?? null;
}
