import { allInPrice, priceBreakdown, serviceFee } from '@/lib/tickets/pricing';

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

  it('the all-in price of one ticket includes its fee', () => {
    expect(allInPrice(89)).toBe(96);
    expect(allInPrice(95)).toBe(103);
  });
});
