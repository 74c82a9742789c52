import { z } from '@/lib/zod';
import { imageSchema, money, count, slugSchema } from './common';
import { PRODUCT_CATEGORIES, PRODUCT_SIZES, USER_TYPES } from '@/lib/shop/catalog';

/** One shop product of data/products.json. */
export const productSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    description: z.string().min(1),
    price: money.positive(),
    originalPrice: money.positive().optional(),
    image: imageSchema,
    imageAlt: z.string().min(1),
    category: z.enum(PRODUCT_CATEGORIES),
    /** Its sport's slug: the name of its file in data/sports (checked at build). */
    sport: slugSchema,
    team: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1),
    country: z.string().min(1),
    sizes: z.array(z.enum(PRODUCT_SIZES)),
    colors: z.array(z.string().min(1)).min(1),
    inStock: z.boolean(),
    rating: z.number().min(0).max(5),
    reviews: count,
    featured: z.boolean(),
    userType: z.enum(USER_TYPES),
  })
  .refine((p) => p.originalPrice === undefined || p.originalPrice > p.price, {
    error: 'originalPrice must be higher than price',
    path: ['originalPrice'],
  });

/** Shop shipping: a flat rate in US dollars below the free-shipping threshold. */
export const shopShippingSchema = z.object({
  flatRate: money,
});

export const productsFileSchema = z.object({
  $schema: z.string().optional(),
  shipping: shopShippingSchema,
  products: z.array(productSchema).min(1),
});

export type Product = z.infer<typeof productSchema>;
export type ProductsFile = z.infer<typeof productsFileSchema>;
export type ShopShipping = z.infer<typeof shopShippingSchema>;
