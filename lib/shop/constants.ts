/** Shop: free shipping from this subtotal, the rating the page shows, the cart line cap. */
export const FREE_SHIPPING_THRESHOLD = 75;
export const SHOP_AVERAGE_RATING = 4.9;
export const CART_MAX_QUANTITY = 99;
