import { anyOf, arrayOf, isIsoTime, isNonNegative, isPositiveInt, literal, maxLength, nullable, oneOf, shape } from '@/lib/stores/checks';
import { isOrder, isShopOrder, isTicketOrder } from '@/lib/schemas/order';

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
const shop = { kind: 'shop', id: 'shop-1', userId: 'u1', lines: [{ productId: 3, name: 'Jersey', price: 49.99, quantity: 1, size: 'M', color: null }], total: 49.99, createdAt: '2026-11-22T10:00:00.000Z' };

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
    const check = shape({ when: nullable(isIsoTime), tags: arrayOf(maxLength(3), { max: 2 }), n: isPositiveInt, mode: anyOf(literal('a'), oneOf(['b', 'c'] as const)) });
    expect(check({ when: null, tags: ['abc'], n: 1, mode: 'c' })).toBe(true);
    expect(check({ when: '2026-11-22T10:00:00.000Z', tags: [], n: 3, mode: 'a', extra: true })).toBe(true);
    expect(check({ when: 'yesterday', tags: [], n: 1, mode: 'a' })).toBe(false);
    expect(check({ when: null, tags: ['abcd'], n: 1, mode: 'a' })).toBe(false);
    expect(check({ when: null, tags: ['a', 'b', 'c'], n: 1, mode: 'a' })).toBe(false);
    expect(check({ when: null, tags: [], n: 1, mode: 'd' })).toBe(false);
    expect(isNonNegative(Infinity)).toBe(false);
    expect(isIsoTime('2026-13-45T99:00:00Z')).toBe(false);
  });
});
