import { recordPayment, storageHolds, unrecordedMessage } from '@/lib/payments/record';

describe('recording a verified payment', () => {
  beforeEach(() => localStorage.clear());

  test('stored when the write lands in storage', async () => {
    const write = () => localStorage.setItem('orders', JSON.stringify({ state: { orders: [{ id: 'shop-A1' }] } }));
    await expect(recordPayment(write, () => storageHolds('orders', 'shop-A1'))).resolves.toBe('stored');
  });

  test('kept for this visit only when the write fell back to memory', async () => {
    await expect(
      recordPayment(
        () => undefined,
        () => storageHolds('orders', 'shop-A1'),
      ),
    ).resolves.toBe('this-visit');
  });

  test('not recorded when the write throws', async () => {
    await expect(
      recordPayment(
        () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        () => true,
      ),
    ).resolves.toBe('not-recorded');
  });

  test('not recorded when an awaited write fails', async () => {
    await expect(
      recordPayment(
        () => Promise.reject(new Error('lock lost')),
        () => true,
      ),
    ).resolves.toBe('not-recorded');
  });

  test('storage that throws on read holds nothing', async () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(storageHolds('orders', 'x', throwing)).toBe(false);
    await expect(recordPayment(() => undefined, throwing)).resolves.toBe('this-visit');
  });

  test('the messages say the payment went through, give the PayPal id and where to get help', () => {
    for (const outcome of ['this-visit', 'not-recorded'] as const) {
      const text = unrecordedMessage(outcome, 'PP-7');
      expect(text).toContain('payment went through');
      expect(text).toContain('PP-7');
      expect(text).toMatch(/contact us/);
      expect(text).not.toMatch(/payment failed/i);
    }
  });
});
