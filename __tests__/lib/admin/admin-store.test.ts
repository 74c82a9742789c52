import { act } from '@testing-library/react';
import { useAdminStore } from '@/lib/stores/admin-store';
import { SAMPLE_ADMIN_EVENTS, SAMPLE_ATHLETES, SAMPLE_PAYOUTS } from '@/lib/admin/sample-data';
import { adminOverview, eventFigures } from '@/lib/admin/figures';
import type { Order } from '@/lib/schemas/order';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';
import { at } from '@/lib/must';

beforeEach(() => {
  localStorage.clear();
  useAdminStore.setState({ events: SAMPLE_ADMIN_EVENTS, payouts: SAMPLE_PAYOUTS, applications: {} });
});

const newEvent = {
  title: 'Archery Open',
  description: '',
  prize: 5000,
  startDate: '2027-05-01',
  endDate: '2027-05-02',
  status: 'upcoming' as const,
  sport: 'archery',
  ticketsSold: 0,
  revenue: 0,
};

describe('admin store', () => {
  it('creates, edits and deletes events, persisted', () => {
    let id = '';
    act(() => {
      id = useAdminStore.getState().addEvent(newEvent).id;
    });
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.admin)!).state.events.at(-1)).toMatchObject({ id, title: 'Archery Open' });
    act(() => useAdminStore.getState().updateEvent(id, { ...newEvent, status: 'active' }));
    expect(useAdminStore.getState().events.find((e) => e.id === id)!.status).toBe('active');
    act(() => useAdminStore.getState().deleteEvent(id));
    expect(useAdminStore.getState().events.some((e) => e.id === id)).toBe(false);
  });

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
  const cup = at(SAMPLE_ADMIN_EVENTS, 0);
  const order: Order = {
    kind: 'ticket',
    id: 't',
    paypalOrderId: 'p',
    userId: null,
    eventId: 3,
    eventTitle: ` ${cup.title.toUpperCase()} `,
    ticketType: 'general',
    quantity: 3,
    unitPrice: 95,
    fee: 23,
    total: 308,
    ticketIds: [],
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  it('adds local ticket orders for the same event title (any case, spaces trimmed) to the recorded figures', () => {
    expect(eventFigures(cup, [order])).toEqual({ ticketsSold: cup.ticketsSold + 3, revenue: cup.revenue + 308 });
    const other = { ...cup, title: `${cup.title} Qualifier` };
    expect(eventFigures(other, [order])).toEqual({ ticketsSold: other.ticketsSold, revenue: other.revenue });
  });

  it('counts local athletes once and their undecided applications', () => {
    const o = adminOverview({
      events: SAMPLE_ADMIN_EVENTS,
      orders: [],
      sampleAthletes: SAMPLE_ATHLETES,
      localAthleteIds: ['u_demo', 'u_a', 'u_b'],
      applications: { u_a: {} },
      payouts: SAMPLE_PAYOUTS,
    });
    expect(o.athletes).toBe(SAMPLE_ATHLETES.length + 2);
    expect(o.pendingApplications).toBe(1);
    expect(o.pendingPayouts).toBe(SAMPLE_PAYOUTS.filter((p) => p.status === 'pending').length);
  });
});
