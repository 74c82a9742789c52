/**
 * Whose orders a page shows on a shared device (never another athlete's). Each order records who was signed
 * in when it was paid (`userId`: the athlete's id, or null). Orders stored before that was recorded
 * have no `userId` and count as made while signed out.
 *
 * - Signed in: that athlete's orders ("Your orders") and the ones made while signed out.
 * - Signed out: only the ones made while signed out.
 * Another athlete's orders are never shown.
 */
export interface PaidBy {
  userId?: string | null;
}

export type OrderGroup = 'mine' | 'signed-out';

/** Who was signed in when the order was paid; null for none (also for older orders without the field). */
export function paidBy(order: PaidBy): string | null {
  return typeof order.userId === 'string' && order.userId.length > 0 ? order.userId : null;
}

/** The orders of one group for whoever is signed in now (`signedInId`, null when signed out). */
export function ordersInGroup<T extends PaidBy>(orders: readonly T[], group: OrderGroup, signedInId: string | null): T[] {
  if (group === 'signed-out') return orders.filter((o) => paidBy(o) === null);
  return signedInId ? orders.filter((o) => paidBy(o) === signedInId) : [];
}

/** Both groups at once: what the signed-in athlete (or a signed-out visitor) sees. */
export function visibleOrders<T extends PaidBy>(orders: readonly T[], signedInId: string | null): { mine: T[]; signedOut: T[] } {
  return { mine: ordersInGroup(orders, 'mine', signedInId), signedOut: ordersInGroup(orders, 'signed-out', signedInId) };
}
