import { act } from '@testing-library/react';
import { useAdminStore } from '@/lib/stores/admin-store';
import { SAMPLE_ATHLETES, SAMPLE_PAYOUTS } from '@/lib/admin/sample-data';
import { adminOverview, eventFigures } from '@/lib/admin/figures';
import type { Order } from '@/lib/schemas/order';

beforeEach(() => {
  localStorage.clear();
  useAdminStore.setState({ payouts: SAMPLE_PAYOUTS, applications: {} });
});

describe('admin store', () => {
  it('records application decisions with their time', () => {
    act(() => useAdminStore.getState().reviewApplication('u_1', 'rejected', new Date('2026-11-21T00:00:00Z')));
    expect(useAdminStore.getState().applications).toEqual({ u_1: { status: 'rejected', at: '2026-11-21T00:00:00.000Z' } });
  });

  it('processes every pending payout once', () => {
    const pending = SAMPLE_PAYOUTS.filter((p) => p.status === 'pending').length;
    let n = 0;
    act(() => {
      n = useAdminStore.getState().processPayouts();
    });
    expect(n).toBe(pending);
    expect(useAdminStore.getState().payouts.every((p) => p.status === 'completed')).toBe(true);
    expect(useAdminStore.getState().processPayouts()).toBe(0);
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

  it('counts local athletes once and their undecided applications', () => {
    const o = adminOverview({
      events: [cup, { ...cup, id: 4, availableTickets: 0 }],
      orders: [],
      sampleAthletes: SAMPLE_ATHLETES,
      localAthleteIds: ['u_demo', 'u_a', 'u_b'],
      applications: { u_a: {} },
      payouts: SAMPLE_PAYOUTS,
    });
    expect(o.athletes).toBe(SAMPLE_ATHLETES.length + 2);
    expect(o.pendingApplications).toBe(1);
    expect([o.events, o.onSale, o.ticketsSold]).toEqual([2, 1, 342 + 500]);
    expect(o.pendingPayouts).toBe(SAMPLE_PAYOUTS.filter((p) => p.status === 'pending').length);
  });
});
