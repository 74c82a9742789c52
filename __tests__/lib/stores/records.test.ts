import { act } from '@testing-library/react';
import { recordPaidOrder } from '@/lib/payments/record-order';
import type { EntryPayment, ShopOrder, TicketOrder } from '@/lib/schemas/order';
import type { ContestEntry, StoredUser } from '@/lib/schemas/stored-account';
import { useAccountsStore } from '@/lib/stores/accounts-store';
import { useAdminStore } from '@/lib/stores/admin-store';
import { useCartStore } from '@/lib/stores/cart-store';
import { useCommentsStore } from '@/lib/stores/comments-store';
import { useEnquiriesStore } from '@/lib/stores/enquiries-store';
import { useGateStore } from '@/lib/stores/gate-store';
import { useLikesStore } from '@/lib/stores/likes-store';
import { useOrdersStore } from '@/lib/stores/orders-store';
import { quarantinedRecords } from '@/lib/stores/quarantine';
import { quarantineFile } from '@/lib/stores/quarantine-file';
import { forgetUnsaved, onStorageProblem, resetStorageProblems } from '@/lib/stores/safe-storage';
import { LOCAL_STORAGE_KEYS, QUARANTINE_KEY } from '@/lib/stores/storage-keys';
import { useSubscriptionsStore } from '@/lib/stores/subscriptions-store';
import { useTicketInventoryStore } from '@/lib/stores/ticket-inventory-store';
import { readStored, writeStored, type PersistedHook } from '../../fixtures/persisted-stores';

const ticket: TicketOrder = {
  kind: 'ticket',
  id: 'ticket-T1',
  paypalOrderId: 'T1',
  userId: null,
  eventId: 1,
  eventTitle: 'Stored Ticket Event',
  ticketType: 'general',
  quantity: 2,
  unitPrice: 25,
  fee: 5,
  total: 55,
  ticketIds: ['T1-1', 'T1-2'],
  createdAt: '2026-11-20T10:00:00.000Z',
  payerEmail: null,
};
const entryPayment: EntryPayment = {
  kind: 'entry',
  id: 'entry-E1',
  paypalOrderId: 'E1',
  userId: 'u1',
  contestId: 2,
  contestTitle: 'Stored Contest',
  entryId: 'e1',
  total: 10,
  createdAt: '2026-11-21T10:00:00.000Z',
  payerEmail: null,
};
/** An entry payment missing its PayPal id and with a text total: malformed. */
const malformedEntry = {
  kind: 'entry',
  id: 'entry-BAD',
  userId: 'u1',
  contestId: 2,
  contestTitle: 'x',
  entryId: null,
  total: 'ten',
  createdAt: 'x',
  payerEmail: null,
};
/** An order of a kind a newer build writes. */
const voucher = { kind: 'voucher', id: 'voucher-V1', code: 'SPRING', total: 20, createdAt: '2026-11-22T10:00:00.000Z' };
const shop: ShopOrder = {
  kind: 'shop',
  id: 'shop-S1',
  userId: null,
  paypalOrderId: 'S1',
  lines: [{ productId: 1, name: 'Stored Jersey', price: 59.99, quantity: 1, size: 'M', color: 'Purple' }],
  total: 59.99,
  createdAt: '2026-11-23T10:00:00.000Z',
};

const user = (id: string, email: string): StoredUser => ({
  id,
  createdAt: '2026-11-01T10:00:00.000Z',
  firstName: 'Ana',
  lastName: 'Reyes',
  email,
  instagram: '',
  twitter: '',
  bio: '',
  selectedSport: 'golf',
  selectedEvent: null,
  uploads: [],
  password: { algorithm: 'PBKDF2-SHA256', iterations: 210000, salt: 'c2FsdA==', hash: 'aGFzaA==' },
  demo: false,
});
const entry: ContestEntry = { id: 'e1', userId: 'u1', contestId: 2, submittedAt: '2026-11-02T10:00:00.000Z', votes: 0 };

type StoreKey = keyof typeof LOCAL_STORAGE_KEYS;

interface ListCase {
  key: StoreKey;
  store: PersistedHook;
  field: string;
  /** The rest of the stored state (other fields as the store keeps them). */
  rest: Record<string, unknown>;
  good: unknown;
  bad: unknown;
  /** Map fields: the good and bad entries' keys. */
  map?: [string, string];
}

const comment = { id: 'c1', subject: 'winner:3', author: 'Ana', text: 'Well played', date: '2026-11-02T10:00:00.000Z' };
const enquiry = {
  id: 'q1',
  createdAt: '2026-11-02T10:00:00.000Z',
  event: 'golf-open',
  name: 'Ana',
  email: 'ana@example.com',
  partySize: 4,
  dates: 'May',
  message: 'Hi',
};

const LISTS: ListCase[] = [
  { key: 'orders', store: useOrdersStore as unknown as PersistedHook, field: 'orders', rest: {}, good: ticket, bad: malformedEntry },
  {
    key: 'accounts',
    store: useAccountsStore as unknown as PersistedHook,
    field: 'users',
    rest: { entries: [] },
    good: user('u1', 'ana@example.com'),
    bad: { ...user('u2', 'b@example.com'), password: null },
  },
  {
    key: 'accounts',
    store: useAccountsStore as unknown as PersistedHook,
    field: 'entries',
    rest: { users: [] },
    good: entry,
    bad: { ...entry, id: 'e2', votes: -1 },
  },
  {
    key: 'comments',
    store: useCommentsStore as unknown as PersistedHook,
    field: 'comments',
    rest: {},
    good: comment,
    bad: { ...comment, id: 'c2', date: 'yesterday' },
  },
  {
    key: 'enquiries',
    store: useEnquiriesStore as unknown as PersistedHook,
    field: 'enquiries',
    rest: {},
    good: enquiry,
    bad: { ...enquiry, id: 'q2', partySize: 'four' },
  },
  { key: 'likes', store: useLikesStore as unknown as PersistedHook, field: 'liked', rest: {}, good: 'winner:3', bad: 7 },
  { key: 'subscriptions', store: useSubscriptionsStore as unknown as PersistedHook, field: 'emails', rest: {}, good: 'ana@example.com', bad: { email: 'x' } },
  {
    key: 'admin',
    store: useAdminStore as unknown as PersistedHook,
    field: 'processed',
    rest: { applications: {} },
    good: { at: '2026-11-02T10:00:00.000Z' },
    bad: { at: '' },
    map: ['p_1', 'p_2'],
  },
  {
    key: 'admin',
    store: useAdminStore as unknown as PersistedHook,
    field: 'applications',
    rest: { processed: {} },
    good: { status: 'approved', at: '2026-11-02T10:00:00.000Z' },
    bad: { status: 'maybe', at: 'x' },
    map: ['u1', 'u2'],
  },
  { key: 'cart', store: useCartStore as unknown as PersistedHook, field: 'items', rest: { sizes: {}, colors: {} }, good: 2, bad: 0, map: ['5', '6'] },
  { key: 'cart', store: useCartStore as unknown as PersistedHook, field: 'sizes', rest: { items: {}, colors: {} }, good: 'M', bad: 3, map: ['5', '6'] },
  { key: 'cart', store: useCartStore as unknown as PersistedHook, field: 'colors', rest: { items: {}, sizes: {} }, good: 'Teal', bad: null, map: ['5', '6'] },
  { key: 'ticketInventory', store: useTicketInventoryStore as unknown as PersistedHook, field: 'available', rest: {}, good: 12, bad: -3, map: ['1', '2'] },
];

function watchProblems(): string[] {
  resetStorageProblems();
  const seen: string[] = [];
  onStorageProblem((p) => seen.push(p));
  return seen;
}

/** Reads the store's key again and lets the clean-up write that moves bad records out run. */
async function reread(store: PersistedHook) {
  await act(async () => {
    await store.persist.rehydrate();
    await new Promise((r) => setTimeout(r, 0));
  });
}

beforeEach(() => {
  jest.restoreAllMocks();
  // Every store starts empty: an earlier test's orders are not this tab's unsaved orders.
  useOrdersStore.setState({ orders: [] });
  useAccountsStore.setState({ users: [], entries: [] });
  useGateStore.setState({ paid: [], source: null, checkIns: [] });
  localStorage.clear();
  resetStorageProblems();
});

describe.each(LISTS)('the stored $key $field, record by record', ({ key, store, field, rest, good, bad, map }) => {
  const stored = map ? { [map[0]]: good, [map[1]]: bad } : [good, bad];
  const kept = map ? { [map[0]]: good } : [good];

  it('keeps the good record, moves the bad one to the quarantine with its place and reason, and tells the visitor', async () => {
    writeStored(key, { ...rest, [field]: stored });
    const seen = watchProblems();
    await reread(store);
    expect(store.getState()[field]).toEqual(kept);
    expect(seen).toEqual(['quarantined']);
    const all = quarantinedRecords();
    expect(all).toHaveLength(1);
    const setAside = all[0]!;
    expect(setAside).toMatchObject({ store: LOCAL_STORAGE_KEYS[key], field, key: map ? map[1] : 1, record: bad });
    expect(setAside.reason).toMatch(/^not (valid|a valid record)/);
    expect(Number.isNaN(Date.parse(setAside.time))).toBe(false);
    // Moved: the stored list keeps the good record only.
    expect(readStored(key)[field]).toEqual(kept);
  });
});

describe('orders written by another build', () => {
  it('keeps the good orders and an order of an unknown kind untouched, quarantines the malformed one, and a new order is stored beside them', async () => {
    writeStored('orders', { orders: [ticket, entryPayment, malformedEntry, voucher] });
    await reread(useOrdersStore as unknown as PersistedHook);
    expect(useOrdersStore.getState().orders).toEqual([ticket, entryPayment]);

    const outcome = await act(() => recordPaidOrder(shop));
    expect(outcome).toBe('stored');
    const orders = readStored('orders').orders as unknown[];
    expect(orders).toEqual([ticket, entryPayment, shop, voucher]);
    expect(quarantinedRecords().map((r) => r.record)).toEqual([malformedEntry]);
    expect(quarantinedRecords()[0]!.reason).toBe('not valid: paypalOrderId, total');
  });

  it('never drops a bad order the quarantine could not hold: it is written back as it was', async () => {
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name: string, value: string) {
      if (name === QUARANTINE_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, name, value);
    });
    writeStored('orders', { orders: [ticket, malformedEntry] });
    await reread(useOrdersStore as unknown as PersistedHook);
    expect(useOrdersStore.getState().orders).toEqual([ticket]);
    await act(() => useOrdersStore.getState().addOrder(shop));
    expect(readStored('orders').orders).toEqual([ticket, shop, malformedEntry]);
    // This tab's copy of the quarantine, kept in memory, is not the next test's.
    forgetUnsaved(QUARANTINE_KEY);
  });

  it('clearing the orders this build knows keeps the unknown kind', async () => {
    writeStored('orders', { orders: [ticket, voucher] });
    await reread(useOrdersStore as unknown as PersistedHook);
    await act(() => useOrdersStore.getState().clear());
    expect(readStored('orders').orders).toEqual([voucher]);
  });
});

describe('accounts', () => {
  it('one bad user record leaves every other account, with its password hash, in place', async () => {
    const ana = user('u1', 'ana@example.com');
    const bo = user('u3', 'bo@example.com');
    const broken = { ...user('u2', 'cy@example.com'), email: 42 };
    writeStored('accounts', { users: [ana, broken, bo], entries: [entry] });
    await reread(useAccountsStore as unknown as PersistedHook);
    expect(useAccountsStore.getState().users).toEqual([ana, bo]);
    expect(useAccountsStore.getState().entries).toEqual([entry]);
    expect(readStored('accounts').users).toEqual([ana, bo]);
    expect(quarantinedRecords()).toEqual([expect.objectContaining({ field: 'users', record: broken, reason: 'not valid: email' })]);
  });

  it('an account stored before entries were kept still loads', async () => {
    const ana = user('u1', 'ana@example.com');
    writeStored('accounts', { users: [ana] });
    const seen = watchProblems();
    await reread(useAccountsStore as unknown as PersistedHook);
    expect(useAccountsStore.getState().users).toEqual([ana]);
    expect(seen).toEqual([]);
  });
});

describe('one damaged field', () => {
  const paid = { invoiceId: 'INV-1', customId: 'ticket-T1', status: 'Completed', refunded: false };
  const checkIn = { ticketId: 'T1-1', eventId: 1, at: '2026-11-20T18:00:00.000Z' };

  it("the gate's damaged source is set aside alone: its paid invoices and check-ins stay", async () => {
    const brokenSource = { name: 'activity.csv', loadedAt: 'yesterday', rows: 3 };
    writeStored('gate', { paid: [paid], source: brokenSource, checkIns: [checkIn] });
    const seen = watchProblems();
    await reread(useGateStore as unknown as PersistedHook);
    expect(useGateStore.getState().paid).toEqual([paid]);
    expect(useGateStore.getState().checkIns).toEqual([checkIn]);
    expect(useGateStore.getState().source).toBeNull();
    expect(seen).toEqual(['quarantined']);
    expect(quarantinedRecords()).toEqual([
      expect.objectContaining({
        store: LOCAL_STORAGE_KEYS.gate,
        field: 'source',
        key: null,
        record: brokenSource,
        reason: expect.stringMatching(/^not (valid|a valid record)/),
      }),
    ]);
    // The stored value is mended in place: the good fields kept, the bad one at its default.
    expect(readStored('gate')).toEqual({ paid: [paid], source: null, checkIns: [checkIn] });
  });

  it('a list that is not a list is set aside alone: the other lists stay', async () => {
    writeStored('gate', { paid: 'INV-1', source: null, checkIns: [checkIn] });
    await reread(useGateStore as unknown as PersistedHook);
    expect(useGateStore.getState().paid).toEqual([]);
    expect(useGateStore.getState().checkIns).toEqual([checkIn]);
    expect(quarantinedRecords()).toEqual([expect.objectContaining({ field: 'paid', key: null, record: 'INV-1', reason: 'not a list' })]);
  });

  it('a damaged field the quarantine cannot hold leaves the stored value as it was', async () => {
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, name: string, value: string) {
      if (name === QUARANTINE_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, name, value);
    });
    const stored = { paid: 'INV-1', source: null, checkIns: [checkIn] };
    writeStored('gate', stored);
    await reread(useGateStore as unknown as PersistedHook);
    expect(readStored('gate')).toEqual(stored);
    forgetUnsaved(QUARANTINE_KEY);
  });
});

describe('the quarantine', () => {
  it('keeps a record once however often it is read, and downloads as a JSON file of every record', async () => {
    writeStored('orders', { orders: [ticket, malformedEntry] });
    localStorage.setItem(LOCAL_STORAGE_KEYS.likes, JSON.stringify({ state: { liked: ['a', 5] }, version: 1 }));
    await reread(useOrdersStore as unknown as PersistedHook);
    writeStored('orders', { orders: [ticket, malformedEntry] });
    await reread(useOrdersStore as unknown as PersistedHook);
    await reread(useLikesStore as unknown as PersistedHook);
    expect(quarantinedRecords().map((r) => [r.store, r.record])).toEqual([
      [LOCAL_STORAGE_KEYS.orders, malformedEntry],
      [LOCAL_STORAGE_KEYS.likes, 5],
    ]);
    const file = quarantineFile(new Date('2026-11-26T12:00:00.000Z'));
    expect(file.name).toBe('set-aside-records-2026-11-26.json');
    expect(JSON.parse(file.text).records).toEqual(quarantinedRecords());
  });

  it('keeps a stored value that is not JSON as its text', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.orders, '{"state":{"orders":[{"kind":"ticket"');
    const seen = watchProblems();
    await reread(useOrdersStore as unknown as PersistedHook);
    expect(seen).toEqual(['corrupted', 'quarantined']);
    expect(quarantinedRecords()).toEqual([
      expect.objectContaining({ store: LOCAL_STORAGE_KEYS.orders, field: null, record: '{"state":{"orders":[{"kind":"ticket"' }),
    ]);
  });
});
