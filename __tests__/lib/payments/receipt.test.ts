import { addressLines, receiptMailto, receiptText, type Receipt } from '@/lib/payments/receipt';

const receipt: Receipt = {
  title: 'League shop order',
  orderNumber: 'shop-PP-1',
  paypalOrderId: 'PP-1',
  date: 'Wed, 25 Nov 2026 10:00:00 GMT',
  lines: [{ label: '2 x Scarf', amount: 58 }],
  extras: [{ label: 'Shipping', amount: 6.95 }],
  total: 64.95,
  address: { name: 'Ada Fan', line1: '12 Harbor St', line2: null, city: 'Chicago', region: 'IL', postalCode: '60611', countryCode: 'US' },
};

describe('receipt', () => {
  it('as text: order number, PayPal id, lines, total and address', () => {
    const text = receiptText(receipt);
    for (const part of [
      'Order shop-PP-1',
      'PayPal order PP-1',
      '2 x Scarf: $58.00',
      'Shipping: $6.95',
      'Total paid (USD): $64.95',
      'Ada Fan',
      'Chicago, IL, 60611',
    ])
      expect(text).toContain(part);
    expect(addressLines(receipt.address!)).toEqual(['Ada Fan', '12 Harbor St', 'Chicago, IL, 60611', 'US']);
  });

  it("as text, a ticket order's codes, one a seat, under the total", () => {
    const text = receiptText({ ...receipt, address: null, tickets: ['WAL-5F1C9A2B7D3E-1-E4', 'WAL-5F1C9A2B7D3E-2-E4'] });
    expect(text).toMatch(/Total paid \(USD\): \$64\.95\n\nTicket codes \(the gate checks these\):\nWAL-5F1C9A2B7D3E-1-E4\nWAL-5F1C9A2B7D3E-2-E4$/);
    expect(receiptText(receipt)).not.toContain('Ticket codes');
  });

  it('"Email me this receipt" goes to the buyer’s own address only, and only when PayPal gave one', () => {
    const href = receiptMailto('ada@example.com', receipt)!;
    expect(href.startsWith('mailto:ada@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Total paid (USD): $64.95');
    expect(receiptMailto(null, receipt)).toBeNull();
    expect(receiptMailto('', receipt)).toBeNull();
    expect(receiptMailto('not an email', receipt)).toBeNull();
  });
});
