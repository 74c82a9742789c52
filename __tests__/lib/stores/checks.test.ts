import {
  anyOf,
  arrayOf,
  intBetween,
  isBoolean,
  isIsoTime,
  isNonNegative,
  isNonNegativeInt,
  isNumber,
  isPositiveInt,
  isSlug,
  literal,
  maxLength,
  nullable,
  oneOf,
  optional,
  recordOf,
  shape,
} from '@/lib/stores/checks';
import { isOrder, isShopOrder, isTicketOrder } from '@/lib/schemas/order';
import { isContestEntry, isStoredUser } from '@/lib/schemas/stored-account';
import { isApplicationDecision, isPayout } from '@/lib/schemas/admin';
import { isStoredEnquiry } from '@/lib/stores/enquiries-store';

const ticket = {
  kind: 'ticket',
  id: 'ticket-ABC',
  paypalOrderId: 'ABC',
  userId: null,
  eventId: 1,
  eventTitle: 'Final',
  ticketType: 'vip',
  quantity: 2,
  unitPrice: 199,
  fee: 32,
  total: 430,
  ticketIds: ['t1', 't2'],
  createdAt: '2026-11-22T10:00:00.000Z',
};
const shop = {
  kind: 'shop',
  id: 'shop-1',
  userId: 'u1',
  lines: [{ productId: 3, name: 'Jersey', price: 49.99, quantity: 1, size: 'M', color: null }],
  total: 49.99,
  createdAt: '2026-11-22T10:00:00.000Z',
};

describe('stored-state checks', () => {
  it('accept the shapes the stores write and refuse anything else', () => {
    expect(isTicketOrder(ticket)).toBe(true);
    expect(isShopOrder(shop)).toBe(true);
    expect(isOrder(ticket) && isOrder(shop)).toBe(true);
    expect(isOrder({ ...ticket, kind: 'refund' })).toBe(false);
    expect(isTicketOrder({ ...ticket, quantity: 0 })).toBe(false);
    expect(isTicketOrder({ ...ticket, ticketType: 'box' })).toBe(false);
    expect(isTicketOrder({ ...ticket, total: -1 })).toBe(false);
    expect(isTicketOrder({ ...ticket, unitPrice: Number.NaN })).toBe(false);
    expect(isTicketOrder({ ...ticket, id: '' })).toBe(false);
    expect(isShopOrder({ ...shop, lines: [] })).toBe(false);
    expect(isShopOrder({ ...shop, lines: [{ ...shop.lines[0], quantity: 1.5 }] })).toBe(false);
    for (const garbage of [null, 42, 'x', [], {}, { kind: 'ticket' }]) expect(isOrder(garbage)).toBe(false);
  });

  it('compose like a schema', () => {
    const check = shape({
      when: nullable(isIsoTime),
      tags: arrayOf(maxLength(3), { max: 2 }),
      n: isPositiveInt,
      mode: anyOf(literal('a'), oneOf(['b', 'c'] as const)),
    });
    expect(check({ when: null, tags: ['abc'], n: 1, mode: 'c' })).toBe(true);
    expect(check({ when: '2026-11-22T10:00:00.000Z', tags: [], n: 3, mode: 'a', extra: true })).toBe(true);
    expect(check({ when: 'yesterday', tags: [], n: 1, mode: 'a' })).toBe(false);
    expect(check({ when: null, tags: ['abcd'], n: 1, mode: 'a' })).toBe(false);
    expect(check({ when: null, tags: ['a', 'b', 'c'], n: 1, mode: 'a' })).toBe(false);
    expect(check({ when: null, tags: [], n: 1, mode: 'd' })).toBe(false);
    expect(isNonNegative(Infinity)).toBe(false);
    expect(isIsoTime('2026-13-45T99:00:00Z')).toBe(false);
  });

  it('check numbers, booleans, optional fields and maps', () => {
    expect([isNumber(1.5), isNumber(Number.NaN), isNumber('1')]).toEqual([true, false, false]);
    expect([isNonNegativeInt(0), isNonNegativeInt(-1), isNonNegativeInt(0.5)]).toEqual([true, false, false]);
    expect([isBoolean(false), isBoolean(0)]).toEqual([true, false]);
    const item = shape({ item: optional(isNumber) });
    expect([item({}), item({ item: 2 }), item({ item: 'two' })]).toEqual([true, true, false]);
    const map = recordOf(isBoolean);
    expect([map({}), map({ a: true, b: false }), map({ a: 'yes' }), map([])]).toEqual([true, true, false, false]);
  });

  it('check whole numbers in a range and slugs', () => {
    const quantity = intBetween(1, 99);
    expect([quantity(1), quantity(99), quantity(0), quantity(100), quantity(2.5), quantity('3')]).toEqual([true, true, false, false, false, false]);
    for (const slug of ['flag-football', 'a1']) expect(isSlug(slug)).toBe(true);
    for (const bad of ['', 'Flag', 'a--b', '-a', 'a-', 42]) expect(isSlug(bad)).toBe(false);
  });
});

describe('accounts, admin and enquiry records', () => {
  const user = {
    id: 'u1',
    createdAt: '2026-11-22T10:00:00.000Z',
    firstName: 'Ada',
    lastName: 'Lee',
    email: 'ada@example.com',
    instagram: '',
    twitter: '',
    bio: '',
    selectedSport: 'golf',
    selectedEvent: null,
    uploads: [{ name: 'a.pdf', type: 'application/pdf', size: 10 }],
    password: { algorithm: 'PBKDF2-SHA256', iterations: 210000, salt: 'c2FsdA==', hash: 'aGFzaA==' },
    demo: false,
  };
  const payout = { id: 'p1', athleteId: 'a1', eventName: 'Open', sport: 'golf', amount: 50, date: '2026-12-03', status: 'pending' };
  const enquiry = {
    id: 'enq_1',
    createdAt: '2026-11-21T10:00:00.000Z',
    event: 'Cruises',
    name: 'Jamie',
    email: 'j@example.com',
    partySize: 2,
    dates: 'August',
    message: '',
  };

  it('accept what the stores write', () => {
    expect(isStoredUser(user)).toBe(true);
    expect(isStoredUser({ ...user, selectedEvent: 3 })).toBe(true);
    expect(isContestEntry({ id: 'e1', userId: 'u1', contestId: 2, submittedAt: 'now', votes: 0 })).toBe(true);
    expect(isPayout(payout) && isApplicationDecision({ status: 'approved', at: 'now' })).toBe(true);
    expect(isStoredEnquiry(enquiry) && isStoredEnquiry({ ...enquiry, item: 'Pacific cruise' })).toBe(true);
  });

  it('refuse damaged records, and never a password in plain text', () => {
    expect(isStoredUser({ ...user, password: 'secret123' })).toBe(false);
    expect(isStoredUser({ ...user, password: { ...user.password, algorithm: 'plain' } })).toBe(false);
    expect(isStoredUser({ ...user, email: '' })).toBe(false);
    expect(isStoredUser({ ...user, uploads: [{ name: 'a.pdf', type: 'x', size: -1 }] })).toBe(false);
    // An account stored when accounts still kept settings-tab preferences loads as it is.
    expect(isStoredUser({ ...user, preferences: { emailUpdates: true, publicProfile: false } })).toBe(true);
    expect(isContestEntry({ id: 'e1', userId: 'u1', contestId: 2, submittedAt: 'now', votes: -1 })).toBe(false);
    expect(isPayout({ ...payout, status: 'cancelled' })).toBe(false);
    expect(isPayout({ ...payout, amount: -5 })).toBe(false);
    expect(isStoredEnquiry({ ...enquiry, partySize: '2' })).toBe(false);
    expect(isStoredEnquiry({ ...enquiry, item: 7 })).toBe(false);
  });
});
