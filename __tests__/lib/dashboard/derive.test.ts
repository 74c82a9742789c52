import { deriveDashboard, lastMonths, type DashboardSources } from '@/lib/dashboard/derive';
import { DEMO_ATHLETE_ID } from '@/lib/admin/sample-data';
import { getLeagueSamples, getSamples } from '@/lib/content/samples';
import { athleteIndex } from '@/lib/content/athletes';
import { athleteFigures } from '@/lib/athletes/figures';
import type { Contest } from '@/lib/schemas/contest';
import type { Order } from '@/lib/schemas/order';
import type { User } from '@/lib/schemas/stored-account';

// The samples as the dashboards' pages resolve them from data/ at build.
const samples = getLeagueSamples();
const SAMPLE_PAYOUTS = samples.payouts;
const SAMPLE_ATHLETES = samples.roster;
const DEMO_ATHLETE_RECORD = athleteIndex().get(getSamples().demoAthlete)!;
const { ticketSales: DEMO_TICKET_SALES, pastEvents: DEMO_PAST_EVENTS } = samples.demo;

const now = new Date('2026-11-21T12:00:00Z');

const user: User = {
  id: 'u_new',
  createdAt: '2026-11-01T09:00:00.000Z',
  firstName: 'Nia',
  lastName: 'Brooks',
  email: 'nia@example.com',
  instagram: '',
  twitter: '',
  bio: '',
  selectedSport: 'soccer',
  selectedEvent: null,
  uploads: [],
  demo: false,
};

const contests: Contest[] = [
  {
    id: 2,
    title: 'Soccer Skills Showdown',
    description: 'd',
    prize: 7500,
    entryFee: 49,
    startDate: '2027-01-09',
    endDate: '2027-01-10',
    category: 'soccer',
    participants: 1,
    image: '/x.svg',
    alt: 'x',
    featured: false,
  },
  {
    id: 4,
    title: 'Swim Sprint Series',
    description: 'd',
    prize: 5000,
    entryFee: 49,
    startDate: '2026-10-17',
    endDate: '2026-10-17',
    category: 'swimming',
    participants: 1,
    image: '/x.svg',
    alt: 'x',
    featured: false,
  },
];

const orders: Order[] = [
  {
    kind: 'ticket',
    id: 't1',
    paypalOrderId: 'P1',
    userId: 'u_new',
    eventId: 3,
    eventTitle: 'Soccer World Cup',
    ticketType: 'vip',
    quantity: 2,
    unitPrice: 210,
    fee: 34,
    total: 454,
    ticketIds: ['a', 'b'],
    createdAt: '2026-11-10T10:00:00.000Z',
  },
  {
    kind: 'ticket',
    id: 't2',
    paypalOrderId: 'P2',
    userId: 'someone-else',
    eventId: 3,
    eventTitle: 'Soccer World Cup',
    ticketType: 'general',
    quantity: 5,
    unitPrice: 95,
    fee: 38,
    total: 513,
    ticketIds: [],
    createdAt: '2026-11-10T10:00:00.000Z',
  },
  {
    kind: 'shop',
    id: 's1',
    userId: 'u_new',
    lines: [{ productId: 1, name: 'Home Jersey', price: 59.99, quantity: 2, size: 'M', color: 'Purple' }],
    total: 119.98,
    createdAt: '2026-11-12T10:00:00.000Z',
  },
];

const base: DashboardSources = {
  user,
  orders: [],
  entries: [],
  payouts: SAMPLE_PAYOUTS,
  demo: samples.demo,
  contests,
  sportNames: { soccer: 'Soccer', swimming: 'Swimming', 'flag-football': 'Flag Football', 'track-field': 'Track and Field' },
  now,
};

describe('lastMonths', () => {
  it('lists the last six months up to now, oldest first, across a year end', () => {
    expect(lastMonths(new Date('2027-02-03T00:00:00Z'), 6).map((m) => m.key)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
    expect(lastMonths(now, 1)).toEqual([{ key: '2026-11', month: 'Nov 2026' }]);
  });
});

describe('deriveDashboard for a new athlete', () => {
  it('starts every figure at zero, with only the welcome notification', () => {
    const d = deriveDashboard(base);
    expect(d.monthly).toHaveLength(6);
    expect(d.monthly.every((m) => m.earnings === 0 && m.events === 0 && m.tickets === 0)).toBe(true);
    expect(d.earnings).toEqual({ total: 0, completed: 0, pending: 0 });
    expect(d.profile).toEqual({ totalEarnings: 0, eventsEntered: 0, eventsWon: 0, ticketsSold: 0, avgTicketPrice: 0 });
    expect(d.sports).toEqual([]);
    expect(d.events).toEqual([]);
    expect(d.notifications.map((n) => n.kind)).toEqual(['registration']);
  });

  it('grows from their own orders and entries, never from other people’s', () => {
    const entries = [
      { id: 'e1', userId: 'u_new', contestId: 2, submittedAt: '2026-11-15T08:00:00.000Z', votes: 0 },
      { id: 'e2', userId: 'u_new', contestId: 4, submittedAt: '2026-10-01T08:00:00.000Z', votes: 0 },
      { id: 'e3', userId: 'u_other', contestId: 4, submittedAt: '2026-10-01T08:00:00.000Z', votes: 0 },
    ];
    const d = deriveDashboard({ ...base, orders, entries });
    expect(d.ticketOrders.map((o) => o.id)).toEqual(['t1']);
    expect(d.shopOrders.map((o) => o.id)).toEqual(['s1']);
    expect(d.monthly.find((m) => m.key === '2026-11')!.tickets).toBe(2);
    expect(d.events).toEqual([
      { id: 'e1', title: 'Soccer Skills Showdown', sport: 'soccer', date: '2027-01-09', labels: ['Entered'], prize: 7500, prizeKind: 'pool' },
      { id: 'e2', title: 'Swim Sprint Series', sport: 'swimming', date: '2026-10-17', labels: ['Completed'], prize: 5000, prizeKind: 'pool' },
    ]);
    expect(d.monthly.find((m) => m.key === '2026-10')!.events).toBe(1);
    expect(d.sports).toEqual([
      { slug: 'soccer', sport: 'Soccer', events: 1, earnings: 0, percentage: 50 },
      { slug: 'swimming', sport: 'Swimming', events: 1, earnings: 0, percentage: 50 },
    ]);
    const kinds = d.notifications.map((n) => `${n.kind}:${n.title}`);
    expect(kinds).toEqual([
      'entry:Event entered',
      'purchase:Shop order placed',
      'purchase:Tickets confirmed',
      'registration:Welcome to the league',
      'entry:Event entered',
    ]);
    expect(d.notifications.find((n) => n.title === 'Tickets confirmed')!.text).toBe('2 × VIP for Soccer World Cup, total $454.');
  });

  it('tells the athlete about an application decision', () => {
    const d = deriveDashboard({ ...base, application: { status: 'approved', at: '2026-11-20T00:00:00.000Z' } });
    expect(d.notifications[0]).toMatchObject({ kind: 'application', title: 'Application approved' });
  });
});

describe('deriveDashboard for the demo athlete', () => {
  const demo = { ...user, id: DEMO_ATHLETE_ID, demo: true, createdAt: '2026-01-15T15:00:00.000Z' };

  it('carries the sample payouts, ticket sales and past events', () => {
    const d = deriveDashboard({ ...base, user: demo });
    const mine = SAMPLE_PAYOUTS.filter((p) => p.athleteId === DEMO_ATHLETE_ID);
    const completed = mine.filter((p) => p.status === 'completed').reduce((n, p) => n + p.amount, 0);
    const pending = mine.filter((p) => p.status === 'pending').reduce((n, p) => n + p.amount, 0);
    expect(d.earnings).toEqual({ total: completed + pending, completed, pending });
    expect(d.payouts).toHaveLength(mine.length);
    expect(d.ticketSales).toBe(DEMO_TICKET_SALES);
    expect(d.profile.eventsWon).toBe(DEMO_PAST_EVENTS.filter((e) => e.won).length);
    expect(d.profile.ticketsSold).toBe(DEMO_TICKET_SALES.reduce((n, t) => n + t.ticketsSold, 0));
    for (const p of DEMO_PAST_EVENTS)
      expect({ id: p.id, labels: d.events.find((e) => e.id === p.id)?.labels }).toEqual({ id: p.id, labels: p.won ? ['Won', 'Completed'] : ['Completed'] });
    for (const m of d.monthly) {
      expect(m).toEqual({
        key: m.key,
        month: m.month,
        earnings: mine.filter((p) => p.date.startsWith(m.key)).reduce((n, p) => n + p.amount, 0),
        events: DEMO_PAST_EVENTS.filter((e) => e.date.startsWith(m.key)).length,
        tickets: DEMO_TICKET_SALES.filter((t) => t.date.startsWith(m.key)).reduce((n, t) => n + t.ticketsSold, 0),
      });
    }
    expect(d.sports.map((s) => s.events)).toEqual([...d.sports.map((s) => s.events)].sort((a, b) => b - a));
    expect(d.sports.reduce((n, s) => n + s.events, 0)).toBe(DEMO_PAST_EVENTS.length);
  });

  it('shows the figures of her one record in data/athletes.json, as the admin console does', () => {
    const d = deriveDashboard({ ...base, user: demo });
    const record = athleteFigures(DEMO_ATHLETE_RECORD);
    expect(d.profile).toMatchObject({
      totalEarnings: record.earnings,
      eventsWon: record.wins,
      ticketsSold: record.ticketsSold,
      avgTicketPrice: record.avgTicketPrice,
    });
    expect(d.earnings.total).toBe(record.earnings);
    expect(SAMPLE_ATHLETES.find((a) => a.id === DEMO_ATHLETE_ID)).toMatchObject({
      name: DEMO_ATHLETE_RECORD.name,
      totalEarnings: record.earnings,
      eventsWon: record.wins,
      ticketsSold: record.ticketsSold,
      avgTicketPrice: record.avgTicketPrice,
    });
  });

  it('follows processed payouts', () => {
    const processed = SAMPLE_PAYOUTS.map((p) => ({ ...p, status: 'completed' as const }));
    const d = deriveDashboard({ ...base, user: demo, payouts: processed });
    expect(d.earnings.pending).toBe(0);
    expect(d.notifications.filter((n) => n.title === 'Payout pending')).toEqual([]);
  });
});
