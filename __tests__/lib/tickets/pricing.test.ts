import { allInPrice, priceBreakdown, serviceFee, serviceFeeLabel } from '@/lib/tickets/pricing';

describe('ticket pricing', () => {
  it('rounds the 8% service fee to a whole dollar', () => {
    expect(serviceFee(89)).toBe(7); // 7.12
    expect(serviceFee(75)).toBe(6); // 6.00
    expect(serviceFee(95)).toBe(8); // 7.60
    expect(serviceFee(0)).toBe(0);
  });

  it('adds the fee to the subtotal: general $89 x 2 = $178 + $14 = $192', () => {
    expect(priceBreakdown(89, 2)).toEqual({ subtotal: 178, fee: 14, total: 192 });
  });

  it('VIP $199 x 3 = $597 + $48 = $645', () => {
    expect(priceBreakdown(199, 3)).toEqual({ subtotal: 597, fee: 48, total: 645 });
  });

  it('charges each ticket its own rounded fee, so any quantity costs that many all-in prices', () => {
    // Rounding the order's fee once gave $57 for 8 x $89 (8% of $712 is $56.96): $769, not 8 x $96.
    expect(priceBreakdown(89, 8)).toEqual({ subtotal: 712, fee: 56, total: 768 });
    expect(priceBreakdown(35, 3)).toEqual({ subtotal: 105, fee: 9, total: 114 });
    for (const unit of [20, 35, 89, 95, 199]) for (let n = 1; n <= 8; n++) expect(priceBreakdown(unit, n).total).toBe(n * allInPrice(unit));
  });

  it('names the fee with its rate and what each ticket pays', () => {
    expect(serviceFeeLabel(56, 8)).toBe('Service fee (8%, $7 a ticket)');
  });

  it('the all-in price of one ticket includes its fee', () => {
    expect(allInPrice(89)).toBe(96);
    expect(allInPrice(95)).toBe(103);
  });
});
