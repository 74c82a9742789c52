// Stored in the browser: written with zod/mini so the stores that check it stay small on every page.
import '@/lib/zod-jitless';
import * as z from 'zod/mini';

export const ticketTypeSchema = z.enum(['general', 'vip']);
export type TicketType = z.infer<typeof ticketTypeSchema>;

const nonNegative = z.number().check(z.gte(0));
const positiveInt = z.number().check(z.int(), z.gte(1));

/** A captured ticket purchase (decisions §4). One ticket id per seat, for the QR codes. */
export const ticketOrderSchema = z.object({
  kind: z.literal('ticket'),
  id: z.string().check(z.minLength(1)),
  paypalOrderId: z.string().check(z.minLength(1)),
  userId: z.nullable(z.string()),
  eventId: z.number().check(z.int()),
  eventTitle: z.string(),
  ticketType: ticketTypeSchema,
  quantity: positiveInt,
  unitPrice: nonNegative,
  fee: nonNegative,
  total: nonNegative,
  ticketIds: z.array(z.string()),
  createdAt: z.string(),
});

export const shopOrderLineSchema = z.object({
  productId: z.number().check(z.int()),
  name: z.string(),
  price: nonNegative,
  quantity: positiveInt,
  size: z.nullable(z.string()),
  color: z.nullable(z.string()),
});

/** A shop checkout (decisions §5). */
export const shopOrderSchema = z.object({
  kind: z.literal('shop'),
  id: z.string().check(z.minLength(1)),
  userId: z.nullable(z.string()),
  lines: z.array(shopOrderLineSchema).check(z.minLength(1)),
  total: nonNegative,
  createdAt: z.string(),
});

export const orderSchema = z.discriminatedUnion('kind', [ticketOrderSchema, shopOrderSchema]);

export type TicketOrder = z.infer<typeof ticketOrderSchema>;
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export type ShopOrderLine = z.infer<typeof shopOrderLineSchema>;
export type Order = z.infer<typeof orderSchema>;
