import type { Order } from '@/lib/schemas/order';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { recordPayment, storageHolds, type RecordOutcome } from './record';
import { LOCAL_STORAGE_KEYS } from '@/lib/stores/storage-keys';

/**
 * Records a paid order in the orders store (after reading what is stored, so a late hydration never
 * overwrites it), runs `also` (e.g. lowering tickets left), and says whether the order really is in
 * this browser's storage. Never throws: the buyer has paid whatever happens here.
 */
export async function recordPaidOrder(order: Order, also?: () => void): Promise<RecordOutcome> {
  try {
    if (!useOrdersStore.persist.hasHydrated()) await useOrdersStore.persist.rehydrate();
  } catch {
    /* storage unreadable: the write below says what happened */
  }
  return recordPayment(
    () => {
      useOrdersStore.getState().addOrder(order);
      try {
        also?.();
      } catch {
        /* the order is what matters; a side figure that cannot be kept is not a lost payment */
      }
    },
    () => storageHolds(LOCAL_STORAGE_KEYS.orders, order.id),
  );
}
