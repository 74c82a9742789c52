import { clsx, type ClassValue } from 'clsx';

/**
 * Join class names (falsy parts dropped). No conflict resolution: a component never lets a caller
 * override one of its own utilities; it offers a variant prop instead (Button `variant`/`size`,
 * Card `padding`, NavMenu `placement`, ...). That keeps tailwind-merge out of every page's JavaScript.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
