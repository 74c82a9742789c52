import { ordersInGroup, paidBy, visibleOrders } from '@/lib/orders/visibility';

const a1 = { id: 'a1', userId: 'athlete-a' };
const a2 = { id: 'a2', userId: 'athlete-a' };
const b1 = { id: 'b1', userId: 'athlete-b' };
const out = { id: 'out', userId: null };
const legacy: { id: string; userId?: string | null } = { id: 'legacy' };
const all = [a1, b1, out, a2, legacy];
const ids = (list: Array<{ id: string }>) => list.map((o) => o.id);

describe('order visibility on a shared device', () => {
  test('an order without a signer (older stored orders) or with an empty one counts as made while signed out', () => {
    expect(paidBy(legacy)).toBeNull();
    expect(paidBy({ userId: '' })).toBeNull();
    expect(paidBy(out)).toBeNull();
    expect(paidBy(a1)).toBe('athlete-a');
  });

  test('signed in: her own orders and the signed-out ones, never another athlete’s', () => {
    const { mine, signedOut } = visibleOrders(all, 'athlete-a');
    expect(ids(mine)).toEqual(['a1', 'a2']);
    expect(ids(signedOut)).toEqual(['out', 'legacy']);
    expect(ids([...mine, ...signedOut])).not.toContain('b1');
  });

  test('another athlete sees only hers and the signed-out ones', () => {
    const { mine, signedOut } = visibleOrders(all, 'athlete-b');
    expect(ids(mine)).toEqual(['b1']);
    expect(ids(signedOut)).toEqual(['out', 'legacy']);
  });

  test('signed out: only the orders made while signed out', () => {
    expect(visibleOrders(all, null)).toEqual({ mine: [], signedOut: [out, legacy] });
    expect(ordersInGroup(all, 'mine', null)).toEqual([]);
  });

  test('every order is in at most one group, and each shown order is the viewer’s or nobody’s', () => {
    for (const viewer of ['athlete-a', 'athlete-b', 'nobody-yet', null]) {
      const { mine, signedOut } = visibleOrders(all, viewer);
      const shown = [...mine, ...signedOut];
      expect(new Set(shown).size).toBe(shown.length);
      for (const o of shown) expect([viewer, null]).toContain(paidBy(o));
    }
  });
});
