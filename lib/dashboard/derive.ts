import type { EntryContest } from '@/lib/contests/entry-contest';
import type { Order, ShopOrder, TicketOrder } from '@/lib/schemas/order';
import type { ApplicationDecision, Payout } from '@/lib/schemas/admin';
import type { ContestEntry, User } from '@/lib/schemas/stored-account';
import type { DemoFigures, PastEvent, TicketSale } from '@/lib/admin/sample-data';
import { readableSlug } from '@/lib/sports/catalog';
import { formatUSD } from '@/lib/format/en-us';
import { wholePercents } from '@/lib/format/percent-shares';

export interface MonthlyStat {
  /** "2026-11" */
  key: string;
  /** "Nov 2026" */
  month: string;
  earnings: number;
  events: number;
  tickets: number;
}

export interface SportShare {
  /** The sport's slug (special-events for special events). */
  slug: string;
  /** Its name as shown. */
  sport: string;
  events: number;
  earnings: number;
  /** share of all events, 0-100, rounded */
  percentage: number;
}

export interface DashboardEvent {
  id: string;
  title: string;
  sport: string;
  date: string;
  labels: ('Won' | 'Completed' | 'Entered')[];
  /** A contest entry's prize pool, or the prize money she won at a past event (0 when none). */
  prize: number;
  prizeKind: 'pool' | 'won';
}

export interface Notification {
  id: string;
  kind: 'registration' | 'application' | 'purchase' | 'entry' | 'payout';
  date: string;
  title: string;
  text: string;
}

export interface DashboardData {
  monthly: MonthlyStat[];
  sports: SportShare[];
  earnings: { total: number; completed: number; pending: number };
  payouts: Payout[];
  ticketSales: TicketSale[];
  ticketOrders: TicketOrder[];
  shopOrders: ShopOrder[];
  events: DashboardEvent[];
  notifications: Notification[];
  profile: { totalEarnings: number; eventsEntered: number; eventsWon: number; ticketsSold: number; avgTicketPrice: number };
}

export interface DashboardSources {
  user: User;
  orders: Order[];
  entries: ContestEntry[];
  payouts: Payout[];
  /** The demo athlete's history (from her page: lib/admin/sample-data), shown only to her. */
  demo: DemoFigures;
  /** The contests of her entries (lib/contests/entry-contest): an entry whose contest is not here is not shown. */
  contests: EntryContest[];
  application?: ApplicationDecision;
  /** sport slug -> display name (a sport missing here is shown by a readable form of its slug) */
  sportNames: Record<string, string>;
  now: Date;
  months?: number;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The last `count` calendar months up to and including `now`'s month (UTC), oldest first. */
export function lastMonths(now: Date, count: number): { key: string; month: string }[] {
  const out: { key: string; month: string }[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push({ key: d.toISOString().slice(0, 7), month: monthFormat.format(d) });
  }
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const sportLabel = (slug: string, names: Record<string, string>) => (slug === 'special-events' ? 'Special Events' : (names[slug] ?? readableSlug(slug)));

/**
 * Everything the athlete dashboard shows, derived from stored records: payouts, ticket and shop
 * orders, contest entries, and (for the demo athlete only) the sample ticket sales and past events.
 * A new athlete therefore starts at zero and grows with what they do on the site.
 */
export function deriveDashboard(src: DashboardSources): DashboardData {
  const { user, now, sportNames } = src;
  const today = now.toISOString().slice(0, 10);
  const payouts = src.payouts.filter((p) => p.athleteId === user.id).sort((a, b) => b.date.localeCompare(a.date));
  const ticketOrders = src.orders.filter((o): o is TicketOrder => o.kind === 'ticket' && o.userId === user.id);
  const shopOrders = src.orders.filter((o): o is ShopOrder => o.kind === 'shop' && o.userId === user.id);
  const entries = src.entries.filter((e) => e.userId === user.id);
  const ticketSales = user.demo ? src.demo.ticketSales : [];
  const pastEvents: PastEvent[] = user.demo ? src.demo.pastEvents : [];

  const contestById = new Map(src.contests.map((c) => [c.id, c]));
  const entered: DashboardEvent[] = entries.flatMap((e) => {
    const c = contestById.get(e.contestId);
    if (!c) return [];
    const labels: DashboardEvent['labels'] = [c.endDate < today ? 'Completed' : 'Entered'];
    return [{ id: e.id, title: c.title, sport: c.category, date: c.startDate, labels, prize: c.prize, prizeKind: 'pool' as const }];
  });
  const past: DashboardEvent[] = pastEvents.map((p) => ({
    id: p.id,
    title: p.title,
    sport: p.sport,
    date: p.date,
    labels: p.won ? ['Won', 'Completed'] : ['Completed'],
    prize: p.prize,
    prizeKind: 'won' as const,
  }));
  const events = [...entered, ...past].sort((a, b) => b.date.localeCompare(a.date));

  const completed = sum(payouts.filter((p) => p.status === 'completed').map((p) => p.amount));
  const pending = sum(payouts.filter((p) => p.status === 'pending').map((p) => p.amount));

  const monthly: MonthlyStat[] = lastMonths(now, src.months ?? 6).map(({ key, month }) => ({
    key,
    month,
    earnings: sum(payouts.filter((p) => p.date.startsWith(key)).map((p) => p.amount)),
    events: events.filter((e) => e.date.startsWith(key)).length,
    tickets:
      sum(ticketSales.filter((t) => t.date.startsWith(key)).map((t) => t.ticketsSold)) +
      sum(ticketOrders.filter((o) => o.createdAt.startsWith(key)).map((o) => o.quantity)),
  }));

  const bySport = new Map<string, { events: number; earnings: number }>();
  const bump = (slug: string, ev: number, earn: number) => {
    const row = bySport.get(slug) ?? { events: 0, earnings: 0 };
    bySport.set(slug, { events: row.events + ev, earnings: row.earnings + earn });
  };
  events.forEach((e) => bump(e.sport, 1, 0));
  payouts.forEach((p) => bump(p.sport, 0, p.amount));
  const rows = [...bySport.entries()];
  // Shares of her events that add up to 100 (events 6, 1 and 1: 75, 13 and 12, not 75, 13 and 13).
  const shares = wholePercents(rows.map(([, v]) => v.events));
  const sports: SportShare[] = rows
    .map(([slug, v], i) => ({
      slug,
      sport: sportLabel(slug, sportNames),
      events: v.events,
      earnings: v.earnings,
      percentage: shares[i]!,
    }))
    .sort((a, b) => b.events - a.events || b.earnings - a.earnings || a.sport.localeCompare(b.sport));

  const ticketsSold = sum(ticketSales.map((t) => t.ticketsSold));
  const revenue = sum(ticketSales.map((t) => t.totalRevenue));

  const notifications: Notification[] = [
    {
      id: `n_reg_${user.id}`,
      kind: 'registration' as const,
      date: user.createdAt,
      title: 'Welcome to the league',
      text: 'Your athlete account was created. Complete your profile and enter your first event.',
    },
    ...(src.application
      ? [
          {
            id: `n_app_${user.id}`,
            kind: 'application' as const,
            date: src.application.at,
            title: src.application.status === 'approved' ? 'Application approved' : 'Application not approved',
            text:
              src.application.status === 'approved'
                ? 'The league approved your athlete application.'
                : 'The league did not approve your application this time. Contact us to find out more.',
          },
        ]
      : []),
    ...ticketOrders.map((o) => ({
      id: `n_${o.id}`,
      kind: 'purchase' as const,
      date: o.createdAt,
      title: 'Tickets confirmed',
      text: `${o.quantity} × ${o.ticketType === 'vip' ? 'VIP' : 'General'} for ${o.eventTitle}, total ${formatUSD(o.total)}.`,
    })),
    ...shopOrders.map((o) => ({
      id: `n_${o.id}`,
      kind: 'purchase' as const,
      date: o.createdAt,
      title: 'Shop order placed',
      text: `${sum(o.lines.map((l) => l.quantity))} item(s): ${o.lines.map((l) => l.name).join(', ')}, total ${formatUSD(o.total)}.`,
    })),
    ...entered.map((e) => ({
      id: `n_${e.id}`,
      kind: 'entry' as const,
      date: entries.find((x) => x.id === e.id)!.submittedAt,
      title: 'Event entered',
      text: `You entered ${e.title}.`,
    })),
    ...payouts.map((p) => ({
      id: `n_${p.id}`,
      kind: 'payout' as const,
      date: p.date,
      title: p.status === 'completed' ? 'Payout completed' : 'Payout pending',
      text: `${formatUSD(p.amount)} for ${p.eventName}${p.status === 'pending' ? ' is being processed' : ' has been paid'}.`,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));

  return {
    monthly,
    sports,
    earnings: { total: completed + pending, completed, pending },
    payouts,
    ticketSales,
    ticketOrders,
    shopOrders,
    events,
    notifications,
    profile: {
      totalEarnings: completed + pending,
      eventsEntered: events.length,
      eventsWon: events.filter((e) => e.labels.includes('Won')).length,
      ticketsSold,
      avgTicketPrice: ticketsSold ? Math.round(revenue / ticketsSold) : 0,
    },
  };
}
