import type { Order } from '@/lib/schemas/order';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { recordPayment, whereKept, type RecordOutcome } from './record';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';

/**
 * Records a paid order in the orders store and waits until it is written (the store adds it to the
 * orders stored now, under its lock across tabs), runs `also` (e.g. lowering tickets left, emptying the
 * cart), and says whether the order really is in this browser's storage. Never throws: the buyer has
 * paid whatever happens here.
 */
export async function recordPaidOrder(order: Order, also?: () => unknown): Promise<RecordOutcome> {
  return recordPayment(
    async () => {
      await useOrdersStore.getState().addOrder(order);
      try {
        await also?.();
      } catch {
        /* the order is what matters; a side figure that cannot be kept is not a lost payment */
      }
    },
    () => whereKept(LOCAL_STORAGE_KEYS.orders, order.id),
  );
}
