import { ticketPurchaseSchema } from '@/lib/schemas/ticket-purchase';
import { purchaseDescription, ticketOrderFromPayment, ticketReceipt, ticketSnapshot } from '@/lib/tickets/order';
import type { TicketType } from '@/lib/schemas/order';
import { isTicketOrder } from '@/lib/schemas/order';
import { at } from '@/lib/must';

const event = {
  id: 1,
  title: "Women's League Championship Weekend",
  ticketPrice: 89,
  vipPrice: 199,
  date: '2027-03-14',
  time: '18:00',
  timeZone: 'America/Chicago',
  venue: 'Lakefront Arena',
  streetAddress: '100 Shore Drive',
  city: 'Chicago',
  region: 'IL',
  postalCode: '60601',
  country: 'US',
};

describe('ticket quantity rules', () => {
  const schema = ticketPurchaseSchema(500);
  const quantityError = (quantity: number) => {
    const r = schema.safeParse({ ticketType: 'general', quantity });
    return r.success ? null : at(r.error.issues, 0).message;
  };

  it('accepts 1 to 8 inclusive', () => {
    for (let q = 1; q <= 8; q++) expect(schema.parse({ ticketType: 'vip', quantity: q }).quantity).toBe(q);
  });

  it('refuses 0, 9, fractions and an empty field with a message instead of clamping', () => {
    expect(quantityError(0)).toBe('Choose between 1 and 8 tickets.');
    expect(quantityError(9)).toBe('Choose between 1 and 8 tickets.');
    expect(quantityError(-1)).toBe('Choose between 1 and 8 tickets.');
    expect(quantityError(2.5)).toBe('Enter a whole number of tickets.');
    expect(quantityError(Number.NaN)).toBe('Choose between 1 and 8 tickets.');
  });

  it('refuses more tickets than are left', () => {
    const r = ticketPurchaseSchema(2).safeParse({ ticketType: 'general', quantity: 3 });
    expect(r.success).toBe(false);
    expect(r.success ? '' : at(r.error.issues, 0).message).toBe('Only 2 tickets are left for this event.');
    const none = ticketPurchaseSchema(0).safeParse({ ticketType: 'general', quantity: 1 });
    expect(none.success ? '' : at(none.error.issues, 0).message).toBe('No tickets are left for this event.');
  });

  it('only knows general and VIP tickets', () => {
    expect(schema.safeParse({ ticketType: 'backstage', quantity: 1 }).success).toBe(false);
  });
});

/** The order recorded from a counted capture of the snapshot taken for this type and quantity. */
function buildTicketOrder(input: {
  paypalOrderId: string;
  userId: string | null;
  event: typeof event;
  ticketType: TicketType;
  quantity: number;
  now?: Date;
  makeId?: (p: string) => string;
}) {
  const snapshot = ticketSnapshot(input.event, input.ticketType, input.quantity);
  return ticketOrderFromPayment(
    { paypalOrderId: input.paypalOrderId, captureId: 'C', snapshot, payerEmail: null, shippingAddress: null },
    input.userId,
    input.now,
    input.makeId,
  );
}

describe('ticket orders', () => {
  it('uses the pricing rules: general $89 x 2 = $178 + $14 = $192', () => {
    const order = buildTicketOrder({
      paypalOrderId: 'PP1',
      userId: null,
      event,
      ticketType: 'general',
      quantity: 2,
      now: new Date('2026-11-21T10:00:00Z'),
      makeId: (p) => `${p}_x`,
    });
    expect(order).toMatchObject({ unitPrice: 89, fee: 14, total: 192, quantity: 2, eventId: 1, ticketType: 'general', createdAt: '2026-11-21T10:00:00.000Z' });
    expect(isTicketOrder(order)).toBe(true);
  });

  it('VIP $199 x 3 = $597 + $48 = $645, one ticket id per seat', () => {
    let n = 0;
    const order = buildTicketOrder({ paypalOrderId: 'PP2', userId: 'u1', event, ticketType: 'vip', quantity: 3, makeId: (p) => `${p}_${++n}` });
    expect(order).toMatchObject({ unitPrice: 199, fee: 48, total: 645, userId: 'u1' });
    expect(order.ticketIds).toEqual(['TKT1_1', 'TKT1_2', 'TKT1_3']);
  });

  it('names each seat by the invoice id sent to PayPal, its number and its event, so a ticket traces to its payment', () => {
    const snapshot = ticketSnapshot(event, 'general', 2);
    const order = ticketOrderFromPayment(
      { paypalOrderId: 'PP9', invoiceId: 'WAL-5F1C9A2B7D3E', captureId: 'C', snapshot, payerEmail: null, shippingAddress: null },
      null,
    );
    expect(order.ticketIds).toEqual([`WAL-5F1C9A2B7D3E-1-E${event.id}`, `WAL-5F1C9A2B7D3E-2-E${event.id}`]);
  });

  it("keeps the event's date, time and place as they were when paid, so the ticket reads offline", () => {
    const order = buildTicketOrder({ paypalOrderId: 'PP3', userId: null, event, ticketType: 'general', quantity: 1 });
    // Everything but the prices, and the default length of 3 hours the record leaves out.
    const { ticketPrice, vipPrice, ...when } = event;
    void [ticketPrice, vipPrice];
    expect(order.event).toEqual({ ...when, durationHours: 3 });
    expect(isTicketOrder(order)).toBe(true);
    expect(isTicketOrder({ ...order, event: { ...order.event, date: 14 } })).toBe(false);
  });

  it('takes its id from the PayPal order, so one payment is one order', () => {
    const a = buildTicketOrder({ paypalOrderId: 'SAME', userId: null, event, ticketType: 'general', quantity: 1 });
    const b = buildTicketOrder({ paypalOrderId: 'SAME', userId: null, event, ticketType: 'general', quantity: 1 });
    expect(a.id).toBe(b.id);
  });

  it('the snapshot charges the all-in total and the receipt adds up to it', () => {
    const snapshot = ticketSnapshot(event, 'vip', 3);
    expect(snapshot).toMatchObject({
      amount: 645,
      fee: 48,
      itemTotal: 597,
      needsShipping: false,
      description: "Women's League Championship Weekend: 3 x VIP tickets",
    });
    const receipt = ticketReceipt(buildTicketOrder({ paypalOrderId: 'PP3', userId: null, event, ticketType: 'vip', quantity: 3 }));
    expect(at(receipt.lines, 0).amount + at(receipt.extras, 0).amount).toBe(receipt.total);
    expect(receipt.paypalOrderId).toBe('PP3');
  });

  it('names the event and ticket type in the PayPal description, within 127 characters', () => {
    expect(purchaseDescription('Basketball Elite Showdown', 'vip', 2)).toBe('Basketball Elite Showdown: 2 x VIP tickets');
    expect(purchaseDescription('Soccer', 'general', 1)).toBe('Soccer: 1 x General Admission ticket');
    expect(purchaseDescription('x'.repeat(200), 'general', 1)).toHaveLength(127);
  });
});
