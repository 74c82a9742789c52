import { recordPayment, storageHolds, unrecordedMessage, whereKept } from '@/lib/payments/record';
import { SESSION_STORAGE_KEY_PREFIXES } from '@/lib/stores/storage-keys';

describe('recording a verified payment', () => {
  beforeEach(() => localStorage.clear());

  test('stored when the write lands in storage', async () => {
    const write = () => localStorage.setItem('orders', JSON.stringify({ state: { orders: [{ id: 'shop-A1' }] } }));
    await expect(recordPayment(write, () => whereKept('orders', 'shop-A1'))).resolves.toBe('stored');
  });

  test("kept in this tab when storage is full and the tab's session storage holds the copy", async () => {
    const write = () => sessionStorage.setItem(`${SESSION_STORAGE_KEY_PREFIXES.unsaved}orders`, JSON.stringify({ state: { orders: [{ id: 'shop-A1' }] } }));
    await expect(recordPayment(write, () => whereKept('orders', 'shop-A1'))).resolves.toBe('this-tab');
  });

  test('kept in this page only when the write fell back to memory', async () => {
    await expect(
      recordPayment(
        () => undefined,
        () => whereKept('orders', 'shop-A1'),
      ),
    ).resolves.toBe('this-page');
  });

  test('not recorded when the write throws', async () => {
    await expect(
      recordPayment(
        () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        () => 'stored' as const,
      ),
    ).resolves.toBe('not-recorded');
  });

  test('not recorded when an awaited write fails', async () => {
    await expect(
      recordPayment(
        () => Promise.reject(new Error('lock lost')),
        () => 'stored' as const,
      ),
    ).resolves.toBe('not-recorded');
  });

  test('storage that throws on read holds nothing', async () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(storageHolds('orders', 'x', throwing)).toBe(false);
    await expect(recordPayment(() => undefined, throwing)).resolves.toBe('this-page');
  });

  test('the messages say the payment went through, give the PayPal id and where to get help', () => {
    expect(unrecordedMessage('this-tab', 'PP-7')).toContain('kept in this tab only, until you close it');
    expect(unrecordedMessage('this-page', 'PP-7')).toContain('lasts only while this page is open: a reload loses it');
    for (const outcome of ['this-tab', 'this-page', 'not-recorded'] as const) {
      const text = unrecordedMessage(outcome, 'PP-7');
      expect(text).toContain('payment went through');
      expect(text).toContain('PP-7');
      expect(text).toMatch(/contact us/);
      expect(text).not.toMatch(/payment failed/i);
    }
  });
});
