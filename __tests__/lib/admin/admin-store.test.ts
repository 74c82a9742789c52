import { act } from '@testing-library/react';
import { useAdminStore, withProcessing } from '@/lib/stores/admin-store';
import type { SampleAthlete } from '@/lib/admin/sample-data';
import type { Payout } from '@/lib/schemas/admin';
import { adminOverview, athletesBySport, eventFigures } from '@/lib/admin/figures';
import type { Order } from '@/lib/schemas/order';

// Fixtures: the store works on whatever payouts the page hands it.
const payout = (id: string, status: Payout['status']): Payout => ({
  id,
  athleteId: 'u_demo',
  eventName: 'Cup Final',
  sport: 'soccer',
  amount: 500,
  date: '2026-10-01',
  status,
});
const SAMPLE_PAYOUTS = [payout('p1', 'pending'), payout('p2', 'completed'), payout('p3', 'pending')];
const athlete = (id: string): SampleAthlete => ({ id, name: id, sport: 'soccer', totalEarnings: 0, eventsWon: 0, ticketsSold: 0, avgTicketPrice: 0 });
const SAMPLE_ATHLETES = [athlete('u_demo'), athlete('sofia-martinez')];

beforeEach(() => {
  localStorage.clear();
  useAdminStore.setState({ processed: {}, applications: {} });
});

describe('admin store', () => {
  it('records application decisions with their time', () => {
    act(() => useAdminStore.getState().reviewApplication('u_1', 'rejected', new Date('2026-11-21T00:00:00Z')));
    expect(useAdminStore.getState().applications).toEqual({ u_1: { status: 'rejected', at: '2026-11-21T00:00:00.000Z' } });
  });

  it('processes every pending payout once, keeping only the ids and times', () => {
    let n = 0;
    act(() => {
      n = useAdminStore.getState().processPayouts(SAMPLE_PAYOUTS, new Date('2026-11-21T00:00:00Z'));
    });
    expect(n).toBe(2);
    expect(useAdminStore.getState().processed).toEqual({ p1: { at: '2026-11-21T00:00:00.000Z' }, p3: { at: '2026-11-21T00:00:00.000Z' } });
    expect(withProcessing(SAMPLE_PAYOUTS, useAdminStore.getState().processed).map((p) => p.status)).toEqual(['completed', 'completed', 'completed']);
    expect(useAdminStore.getState().processPayouts(SAMPLE_PAYOUTS)).toBe(0);
    // A payout the league adds later is pending until processed.
    expect(withProcessing([...SAMPLE_PAYOUTS, payout('p4', 'pending')], useAdminStore.getState().processed).at(-1)?.status).toBe('pending');
  });
});

describe('admin figures', () => {
  const cup = { id: 3, title: 'Cup Final', totalTickets: 500, availableTickets: 158 };
  const order: Order = {
    kind: 'ticket',
    id: 't',
    paypalOrderId: 'p',
    userId: null,
    eventId: 3,
    eventTitle: cup.title,
    ticketType: 'general',
    quantity: 3,
    unitPrice: 95,
    fee: 23,
    total: 308,
    ticketIds: [],
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  it("counts the seats the record no longer offers plus this browser's orders for the same event id", () => {
    expect(eventFigures(cup, [order])).toEqual({ ticketsSold: 342 + 3, revenue: 308 });
    expect(eventFigures({ ...cup, id: 4 }, [order])).toEqual({ ticketsSold: 342, revenue: 0 });
  });

  it("counts the league's athletes plus those who joined here, once each, and their undecided applications", () => {
    const league = [
      { id: 'maya-johnson', sport: 'flag-football' },
      { id: 'lena-ortiz', sport: 'flag-football' },
      { id: 'sofia-martinez', sport: 'soccer' },
    ];
    const o = adminOverview({
      events: [cup, { ...cup, id: 4, availableTickets: 0 }],
      orders: [],
      sampleAthletes: SAMPLE_ATHLETES,
      leagueAthletes: league,
      localAthleteIds: ['u_demo', 'u_a', 'u_b'],
      applications: { u_a: {} },
      payouts: SAMPLE_PAYOUTS,
    });
    expect(o.athletes).toBe(league.length + 2);
    expect(o.pendingApplications).toBe(1);
    expect([o.events, o.onSale, o.ticketsSold]).toEqual([2, 1, 342 + 500]);
    expect(o.pendingPayouts).toBe(SAMPLE_PAYOUTS.filter((p) => p.status === 'pending').length);
  });
});

describe('athletes by sport', () => {
  it("counts the league's records by sport, plus those who joined here by the sport they chose", () => {
    const league = [
      { id: 'a', sport: 'soccer' },
      { id: 'b', sport: 'soccer' },
      { id: 'c', sport: 'tennis' },
    ];
    const users = [
      { id: 'u_new', selectedSport: 'tennis' },
      { id: 'a', selectedSport: 'golf' },
    ];
    expect(Object.fromEntries(athletesBySport(league, users, []))).toEqual({ soccer: 2, tennis: 2 });
  });
});
